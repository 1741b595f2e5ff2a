import { InvalidInput } from '../kernel/domain-errors';
import { MOST_COMMON_PASSWORDS } from './common-passwords-list';

// Registration and password reset refuse the passwords people pick most often: the first ones a
// script tries against every account (password spraying). Cognito's Plus plan refused breached
// passwords at sign-in; the Essentials plan does not (docs/cost.md, "Decisions"), so the API does
// it, offline, from a list small enough for the two handlers that set a password: the 1,000 most
// common the policy allows (9 KB; infra/tools/common-passwords.ts writes it from a maintained list).

export const COMMON_PASSWORD_MESSAGE = 'This password is one of the most common ones, so it is easy to guess. Please choose a different one.';

let refused: ReadonlySet<string> | undefined;

/** Whether a password is one of the refused common ones, whatever its letter case ("Password1" is "password1"). */
export function isCommonPassword(password: string): boolean {
  refused ??= new Set(MOST_COMMON_PASSWORDS.split('\n'));
  return refused.has(password.toLowerCase());
}

/** Refuses a common password as InvalidInput on the password field, with a message a parent can read. */
export function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new InvalidInput(COMMON_PASSWORD_MESSAGE, { issues: [{ field: 'password', message: COMMON_PASSWORD_MESSAGE }] });
}
