import { describe, expect, it } from 'vitest';
import { auditEntry, snapshotOf } from './audit';

const actor = { sub: 'admin-1', email: 'founder@herway.com' };

describe('audit entries', () => {
  it('say who did what to what, when and why', () => {
    const entry = auditEntry(
      actor,
      { action: 'discount-code.create', targetType: 'discount-code', targetId: 'SPRING25', reason: '  Spring camp  ', after: { code: 'SPRING25', value: 25 } },
      new Date('2026-11-27T10:00:00.000Z'),
    );
    expect(entry).toMatchObject({
      at: '2026-11-27T10:00:00.000Z',
      actorId: 'admin-1',
      actor: 'founder@herway.com',
      action: 'discount-code.create',
      targetId: 'SPRING25',
      reason: 'Spring camp',
      before: null,
      after: { code: 'SPRING25', value: 25 },
    });
    expect(entry.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(auditEntry(actor, { action: 'x', targetType: 'y', targetId: 'z', reason: '   ' }).reason).toBeNull();
  });

  it('keep no keys, no secrets, and no long text', () => {
    const snapshot = snapshotOf({
      PK: 'DISCOUNT#X',
      GSI1SK: 'x',
      type: 'discount',
      password: 'pw',
      paymentLinkKey: 'k',
      sessionToken: 't',
      note: 'n'.repeat(800),
      nested: { deep: { deeper: { deepest: 1 } } },
    });
    expect(Object.keys(snapshot ?? {})).toEqual(['note', 'nested']);
    expect(String(snapshot?.note)).toHaveLength(501);
    expect(snapshot?.nested).toEqual({ deep: { deeper: '{…}' } });
    expect(snapshotOf(undefined)).toBeNull();
  });
});
