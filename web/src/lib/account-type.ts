import type { AccountType } from '@herway/shared/contracts/family';

/**
 * Which kind of account she signed in with (docs/family.md): the current user's `accountType`, an
 * athlete's when the answer has none (accounts made before parents had a seat of their own).
 */
export function accountTypeOf(user: object): AccountType {
  return 'accountType' in user && user.accountType === 'guardian' ? 'guardian' : 'athlete';
}
