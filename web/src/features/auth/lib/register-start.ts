import type { AccountType } from '@herway/shared/contracts/account-type';

/** The longest address an account takes: a longer `?email=` is left out rather than cut. */
const MAX_EMAIL_LENGTH = 254;

/** What a link to /register fills in the form. */
export type RegisterStart = { accountType: AccountType; email: string };

/**
 * `?as=guardian` chooses the parent's or guardian's account (anything else, an athlete's) and
 * `?email=` the address: the family invitation's page links here with the invited address.
 */
export function registerStartOf(params: URLSearchParams): RegisterStart {
  const email = params.get('email')?.trim() ?? '';
  return { accountType: params.get('as') === 'guardian' ? 'guardian' : 'athlete', email: email.length <= MAX_EMAIL_LENGTH ? email : '' };
}
