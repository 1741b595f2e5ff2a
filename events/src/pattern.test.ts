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
  });

  it('matches an array in the event when any element matches', () => {
    expect(matchesPattern({ detail: { tags: ['growth'] } }, event)).toBe(true);
    expect(matchesPattern({ detail: { tags: ['elite'] } }, event)).toBe(false);
    const withItems = { detail: { items: [{ sku: 'a' }, { sku: 'b' }] } };
    expect(matchesPattern({ detail: { items: { sku: ['b'] } } }, withItems)).toBe(true);
    expect(matchesPattern({ detail: { items: { sku: ['c'] } } }, withItems)).toBe(false);
  });

  it('treats a non-object event as having no fields', () => {
    expect(matchesPattern({ source: ['herway.stripe'] }, null)).toBe(false);
    expect(matchesPattern({ source: ['text'] }, 'text')).toBe(false);
  });

  it('rejects patterns outside the supported subset instead of mismatching', () => {
    const unsupported = [
      { detail: { amount: [{ numeric: ['>', 0] }] } },
      { 'detail-type': [{ prefix: 'payment_intent.' }] },
      { detail: { request: [{ exists: false }] } },
      { source: [{ 'anything-but': 'herway.calendly' }] },
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
    expect(() => assertValidPattern({ source: ['a', 'b'], detail: { x: [1, true, null], y: { z: ['w'] } } })).not.toThrow();
  });
});
