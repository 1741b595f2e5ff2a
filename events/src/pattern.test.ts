import { describe, expect, it } from 'vitest';
import { assertValidPattern, type EventPattern, matchesPattern } from './pattern';

const event = {
  version: '0',
  id: '6a7e8feb-b491-4cf7-a9f1-bf3703467718',
  'detail-type': 'payment_intent.succeeded',
  source: 'herway.stripe',
  account: '000000000000',
  time: '2025-11-21T14:32:00Z',
  region: 'us-east-1',
  resources: [],
  detail: {
    type: 'payment_intent.succeeded',
    livemode: false,
    created: 1763733120,
    tags: ['mentorship', 'growth'],
    data: { object: { amount: 56000, currency: 'usd', customer: null, metadata: { productKey: 'growth' } } },
  },
};

describe('matchesPattern', () => {
  it('matches exact strings on top-level fields (any value of the list)', () => {
    expect(matchesPattern({ source: ['herway.stripe'] }, event)).toBe(true);
    expect(matchesPattern({ source: ['herway.calendly', 'herway.stripe'] }, event)).toBe(true);
    expect(matchesPattern({ source: ['herway.calendly'] }, event)).toBe(false);
  });

  it('requires every field of the pattern to match', () => {
    const pattern = { source: ['herway.stripe'], 'detail-type': ['charge.refunded', 'refund.created'] };
    expect(matchesPattern(pattern, event)).toBe(false);
    expect(matchesPattern(pattern, { ...event, 'detail-type': 'refund.created' })).toBe(true);
  });

  it('matches nested detail fields, numbers, booleans and null exactly', () => {
    expect(matchesPattern({ detail: { data: { object: { amount: [56000] } } } }, event)).toBe(true);
    expect(matchesPattern({ detail: { data: { object: { amount: ['56000'] } } } }, event)).toBe(false);
    expect(matchesPattern({ detail: { livemode: [false] } }, event)).toBe(true);
    expect(matchesPattern({ detail: { livemode: [true] } }, event)).toBe(false);
    expect(matchesPattern({ detail: { data: { object: { customer: [null] } } } }, event)).toBe(true);
    expect(matchesPattern({ detail: { data: { object: { metadata: { productKey: ['growth'] } } } } }, event)).toBe(true);
  });

  it('does not match a leaf matcher against an object', () => {
    expect(matchesPattern({ detail: { data: ['x'] } }, event)).toBe(false);
    expect(matchesPattern({ detail: { data: [{ 'anything-but': 'x' }] } }, event)).toBe(false);
  });

  it('matches an array in the event when any element matches', () => {
    expect(matchesPattern({ detail: { tags: ['growth'] } }, event)).toBe(true);
    expect(matchesPattern({ detail: { tags: ['elite'] } }, event)).toBe(false);
    const withItems = { detail: { items: [{ sku: 'a' }, { sku: 'b' }] } };
    expect(matchesPattern({ detail: { items: { sku: ['b'] } } }, withItems)).toBe(true);
    expect(matchesPattern({ detail: { items: { sku: ['c'] } } }, withItems)).toBe(false);
  });

  it('matches prefix on strings only', () => {
    expect(matchesPattern({ 'detail-type': [{ prefix: 'payment_intent.' }] }, event)).toBe(true);
    expect(matchesPattern({ 'detail-type': [{ prefix: 'charge.' }] }, event)).toBe(false);
    expect(matchesPattern({ detail: { created: [{ prefix: '1763' }] } }, event)).toBe(false);
  });

  it('matches exists true and false', () => {
    expect(matchesPattern({ detail: { livemode: [{ exists: true }] } }, event)).toBe(true);
    expect(matchesPattern({ detail: { livemode: [{ exists: false }] } }, event)).toBe(false);
    expect(matchesPattern({ detail: { request: [{ exists: false }] } }, event)).toBe(true);
    expect(matchesPattern({ detail: { request: [{ exists: true }] } }, event)).toBe(false);
    // A null value exists; a missing parent makes the leaf absent.
    expect(matchesPattern({ detail: { data: { object: { customer: [{ exists: true }] } } } }, event)).toBe(true);
    expect(matchesPattern({ detail: { missing: { leaf: [{ exists: false }] } } }, event)).toBe(true);
    expect(matchesPattern({ detail: { missing: { leaf: [{ exists: true }] } } }, event)).toBe(false);
  });

  it('matches anything-but a value, a list or a prefix, never an absent field', () => {
    expect(matchesPattern({ source: [{ 'anything-but': 'herway.calendly' }] }, event)).toBe(true);
    expect(matchesPattern({ source: [{ 'anything-but': 'herway.stripe' }] }, event)).toBe(false);
    expect(matchesPattern({ source: [{ 'anything-but': ['herway.a', 'herway.stripe'] }] }, event)).toBe(false);
    expect(matchesPattern({ source: [{ 'anything-but': ['herway.a', 'herway.b'] }] }, event)).toBe(true);
    expect(matchesPattern({ detail: { created: [{ 'anything-but': [1, 2] }] } }, event)).toBe(true);
    expect(matchesPattern({ detail: { created: [{ 'anything-but': 1763733120 }] } }, event)).toBe(false);
    expect(matchesPattern({ 'detail-type': [{ 'anything-but': { prefix: 'charge.' } }] }, event)).toBe(true);
    expect(matchesPattern({ 'detail-type': [{ 'anything-but': { prefix: 'payment_' } }] }, event)).toBe(false);
    expect(matchesPattern({ detail: { request: [{ 'anything-but': 'x' }] } }, event)).toBe(false);
  });

  it('matches when any matcher of a list matches', () => {
    expect(matchesPattern({ detail: { request: ['x', { exists: false }] } }, event)).toBe(true);
  });

  it('treats a non-object event as having no fields', () => {
    expect(matchesPattern({ source: ['herway.stripe'] }, null)).toBe(false);
    expect(matchesPattern({ source: [{ exists: false }] }, 'text')).toBe(true);
  });

  it('rejects patterns outside the supported subset instead of mismatching', () => {
    const unsupported = [
      { detail: { amount: [{ numeric: ['>', 0] }] } },
      { source: [] },
      { detail: {} },
      { source: [{ prefix: 1 }] },
      { source: [{ prefix: 'a', exists: true }] },
      { source: [{ 'anything-but': [] }] },
      { source: 'herway.stripe' },
    ] as unknown as EventPattern[];
    for (const pattern of unsupported) {
      expect(() => matchesPattern(pattern, event), JSON.stringify(pattern)).toThrow(/Invalid event pattern/);
    }
    expect(() => assertValidPattern({ source: ['a', { exists: true }], detail: { x: [{ 'anything-but': { prefix: 'y' } }] } })).not.toThrow();
  });
});
