import type { AccountType } from '@herway/shared/contracts/family';
import type { SessionUser } from './token-verifier';

/**
 * Whether a signed-in member is an athlete or a parent or guardian (docs/family.md), from the
 * groups of her verified token: an account is one or the other, never both.
 */
export function accountTypeOf(user: Pick<SessionUser, 'groups'>): AccountType {
  return user.groups.includes('guardian') ? 'guardian' : 'athlete';
}
