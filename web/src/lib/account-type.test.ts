import { describe, expect, it } from 'vitest';
import { accountTypeOf } from './account-type';

describe('accountTypeOf', () => {
  it("reads a guardian's account, and an athlete's when it says so or says nothing", () => {
    expect(accountTypeOf({ id: 'u1', accountType: 'guardian' })).toBe('guardian');
    expect(accountTypeOf({ id: 'u1', accountType: 'athlete' })).toBe('athlete');
    expect(accountTypeOf({ id: 'u1' })).toBe('athlete');
    expect(accountTypeOf({ id: 'u1', accountType: 'admin' })).toBe('athlete');
  });
});
