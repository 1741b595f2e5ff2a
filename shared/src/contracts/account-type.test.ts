import { describe, expect, it } from 'vitest';
import * as z from '../zod';
import { ACCOUNT_TYPE_LABELS, accountTypeSchema } from './account-type';
import { registerBodySchema } from './auth';
import { currentUserSchema } from './current-user';
import { accountTypeSchema as familyAccountTypeSchema } from './family';

const registration = {
  email: 'Dana@Example.com',
  firstName: 'Dana',
  lastName: 'Lopez',
  password: 'longenough',
  confirmPassword: 'longenough',
  ageConfirmed: true,
};

function messages(value: unknown): Record<string, string> {
  const result = z.safeParse(registerBodySchema, value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the two kinds of account', () => {
  it('are one definition, the family contract’s too, each with a label', () => {
    expect(familyAccountTypeSchema).toBe(accountTypeSchema);
    expect(Object.keys(ACCOUNT_TYPE_LABELS).sort()).toEqual([...accountTypeSchema.options].sort());
  });

  it('registers an athlete unless the body asks for a guardian', () => {
    expect(registerBodySchema.parse(registration).accountType).toBe('athlete');
    expect(registerBodySchema.parse({ ...registration, accountType: 'guardian' }).accountType).toBe('guardian');
    expect(messages({ ...registration, accountType: 'coach' })).toEqual({ accountType: 'Choose an athlete account or a parent or guardian account' });
  });

  it('asks a guardian to be 18 or older and an athlete 13 or older, with the other problems at once', () => {
    expect(messages({ ...registration, accountType: 'guardian', ageConfirmed: false })).toEqual({
      ageConfirmed: 'You must be 18 or older to create a parent or guardian account',
    });
    expect(messages({ ...registration, accountType: 'athlete', ageConfirmed: false })).toEqual({
      ageConfirmed: 'You must be 13 or older to create an account',
    });
    // A box not ticked, or anything else sent in its place, is the same refusal.
    expect(messages({ ...registration, accountType: 'guardian', ageConfirmed: 'yes' })).toEqual({
      ageConfirmed: 'You must be 18 or older to create a parent or guardian account',
    });
    const { ageConfirmed: _omitted, ...unticked } = registration;
    expect(messages({ ...unticked, accountType: 'guardian', email: 'nope', confirmPassword: 'other-one' })).toEqual({
      email: 'Invalid email address',
      ageConfirmed: 'You must be 18 or older to create a parent or guardian account',
      confirmPassword: "Passwords don't match",
    });
  });

  it('leaves the kind out of an admin’s current user, and refuses a kind that is neither', () => {
    const user = { id: 'u1', email: 'a@b.co', isAdmin: true, createdAt: '2026-11-29T12:00:00.000Z' };
    expect(z.safeParse(currentUserSchema, user).success).toBe(true);
    expect(z.safeParse(currentUserSchema, { ...user, isAdmin: false, accountType: 'guardian' }).success).toBe(true);
    expect(z.safeParse(currentUserSchema, { ...user, accountType: 'coach' }).success).toBe(false);
  });
});
