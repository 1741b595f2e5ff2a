import { Conflict, InvalidInput, NotSignedIn, ProviderUnavailable, TooManyAttempts } from '../kernel/domain-errors';

/** Cognito's refusals in words a parent can read, as the domain errors of kernel/domain-errors.ts. */

export const messages = {
  emailTaken: 'An account with this email already exists. Sign in instead.',
  invalidLogin: 'Invalid email or password',
  codeMismatch: "That code doesn't match. Check the latest e-mail we sent you, or ask for a new code.",
  codeExpired: 'That code has expired. Ask for a new code and try again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  unavailable: 'Sign-in is not responding right now. Please try again in a moment.',
} as const;

export const errorName = (error: unknown): string | undefined => (error as { name?: unknown } | null)?.name as string | undefined;
const errorMessage = (error: unknown): string => String((error as { message?: unknown } | null)?.message ?? '');

/** What a sign-in refusal can look like: cognito-local answers a wrong password with InvalidPasswordException. */
export const SIGN_IN_REFUSALS = new Set([
  'NotAuthorizedException',
  'InvalidPasswordException',
  'UserNotFoundException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
]);

const THROTTLED = new Set(['LimitExceededException', 'TooManyRequestsException', 'TooManyFailedAttemptsException']);

/** Cognito's password-policy wording, in the words of the site's forms (docs/product-rules.md#forms-and-their-messages). */
const PASSWORD_PROBLEMS: [RegExp, string][] = [
  [/not long enough/i, 'Password must be at least 8 characters'],
  [/uppercase/i, 'Password must include an uppercase letter'],
  [/lowercase/i, 'Password must include a lowercase letter'],
  [/numeric/i, 'Password must include a number'],
  [/symbol/i, 'Password must include a symbol'],
  [/regular expression|\[\\S\]/i, 'Password cannot start or end with a space'],
  [/security reasons|compromised/i, 'This password has appeared in a data breach. Please choose a different one.'],
  [/previously|history/i, "Choose a password you haven't used before"],
];

export function readablePasswordProblem(cognitoMessage: string): string {
  const known = PASSWORD_PROBLEMS.find(([pattern]) => pattern.test(cognitoMessage));
  if (known) return known[1];
  const stripped = cognitoMessage.replace(/^Password (did not conform with|does not conform to) policy:\s*/i, '').trim();
  return stripped ? stripped.charAt(0).toUpperCase() + stripped.slice(1) : 'Password does not meet the requirements';
}

const invalidPassword = (cognitoMessage: string) => {
  const message = readablePasswordProblem(cognitoMessage);
  return new InvalidInput(message, { issues: [{ field: 'password', message }] });
};

export const wrongCode = (message: string) => new InvalidInput(message, { issues: [{ field: 'code', message }] });

/**
 * Cognito's refusals as domain errors (Conflict e-mail taken, InvalidInput password policy or code,
 * NotSignedIn refused sign-in, TooManyAttempts throttled, ProviderUnavailable unreachable); any other
 * error is returned unchanged.
 */
export function toDomainError(error: unknown, refusal: string = messages.invalidLogin): unknown {
  const name = errorName(error);
  if (name === 'UsernameExistsException' || name === 'AliasExistsException') return new Conflict(messages.emailTaken);
  if (name === 'InvalidPasswordException') return invalidPassword(errorMessage(error));
  if (name === 'InvalidParameterException' && /password/i.test(errorMessage(error))) return invalidPassword(errorMessage(error));
  if (name === 'CodeMismatchException') return wrongCode(messages.codeMismatch);
  if (name === 'ExpiredCodeException') return wrongCode(messages.codeExpired);
  if (name && SIGN_IN_REFUSALS.has(name)) return new NotSignedIn(refusal);
  if (name && THROTTLED.has(name)) return new TooManyAttempts(messages.tooManyAttempts);
  if (isUnreachable(error)) return new ProviderUnavailable(messages.unavailable);
  return error;
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** Cognito did not answer in time, could not be reached, or failed on its side. */
function isUnreachable(error: unknown): boolean {
  const { name, code, $metadata } = (error ?? {}) as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'TimeoutError' || name === 'RequestTimeout' || (code !== undefined && UNREACHABLE_CODES.has(code)) || ($metadata?.httpStatusCode ?? 0) >= 500;
}

/** The seconds left on a JWT, read from its `exp` (it was just issued by Cognito; the verifier checks it on use). */
export function secondsUntilExpiry(token: string, fallback = 3600, now = Date.now()): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    if (typeof payload.exp === 'number') return Math.max(0, Math.floor(payload.exp - now / 1000));
  } catch {
    // Not a readable JWT: fall back to the lifetime Cognito reported.
  }
  return fallback;
}
