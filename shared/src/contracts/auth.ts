import * as z from '../zod';
import { MINIMUM_AGE, accountTypeSchema } from './account-type';
import type { AccountType } from './account-type';
import { currentUserSchema } from './current-user';
import { emailSchema } from './email-address';

export { emailSchema } from './email-address';
export const passwordSchema = z
  .string({ error: 'Password must be at least 8 characters' })
  .check(z.minLength(8, 'Password must be at least 8 characters'), z.maxLength(256, 'Password is too long'));

/** Whether a body has both passwords as text: then whether they match is worth saying, whatever else is wrong. */
function bothPasswordsGiven(payload: { value: unknown }): boolean {
  const body = payload.value as { password?: unknown; confirmPassword?: unknown } | null;
  return typeof body?.password === 'string' && typeof body.confirmPassword === 'string';
}

/** The refusal when the age box is not ticked: a guardian confirms she is 18 or older, an athlete 13 (docs/family.md). */
export const AGE_REFUSALS: Readonly<Record<AccountType, string>> = {
  athlete: `You must be ${MINIMUM_AGE.athlete} or older to create an account`,
  guardian: `You must be ${MINIMUM_AGE.guardian} or older to create a parent or guardian account`,
};

/** The kind of account a registration body asks for, whatever else is wrong with it (athlete unless it says guardian). */
function requestedAccountType(payload: { value: unknown }): AccountType {
  const body = payload.value as { accountType?: unknown } | null;
  return body?.accountType === 'guardian' ? 'guardian' : 'athlete';
}

/**
 * POST /api/auth/register: the sign-up form's rules. The account is an athlete's unless
 * `accountType` says guardian, and she confirms her age: 13+ for an athlete, 18+ for a parent or
 * guardian (docs/product-rules.md#minors-data).
 */
export const registerBodySchema = z
  .object({
    email: emailSchema,
    firstName: z.string({ error: 'First name is required' }).check(z.trim(), z.minLength(1, 'First name is required'), z.maxLength(100)),
    lastName: z.string({ error: 'Last name is required' }).check(z.trim(), z.minLength(1, 'Last name is required'), z.maxLength(100)),
    // https only: a javascript: or data: link would run or carry content wherever it is shown.
    profileImageUrl: z.optional(z.url({ protocol: /^https$/, error: 'Profile picture link must start with https://' }).check(z.maxLength(2048))),
    password: passwordSchema,
    confirmPassword: z.string({ error: "Passwords don't match" }),
    accountType: z._default(accountTypeSchema, 'athlete'),
    // Anything but `true` is an unticked box: the refusal below names the age for her kind of account.
    // (Not z.catch: that pulls all of Zod's object helpers into every bundle importing this module.)
    ageConfirmed: z.optional(z.unknown()),
  })
  // Both checked even when other fields are wrong, so the form shows every error at once.
  .check(
    z.refine((body) => body.ageConfirmed === true, {
      path: ['ageConfirmed'],
      error: (issue) => AGE_REFUSALS[requestedAccountType({ value: issue.input })],
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    }),
    z.refine((body) => body.password === body.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'], when: bothPasswordsGiven }),
  );
export type RegisterBody = z.input<typeof registerBodySchema>;

/** POST /api/auth/login and POST /api/admin/login share the shape; admin login has its own message. */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).check(z.minLength(1, 'Password is required'), z.maxLength(256)),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export { currentUserSchema, type CurrentUser } from './current-user';

export const authReplySchema = z.object({ user: currentUserSchema, message: z.string() });
export type AuthReply = z.infer<typeof authReplySchema>;

/** POST /api/auth/forgot-password: always the same answer, whether or not the address is known. */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** POST /api/auth/reset-password with the code Cognito e-mailed. */
export const resetPasswordBodySchema = z
  .object({
    email: emailSchema,
    code: z.string({ error: 'Enter the 6-digit code from the e-mail' }).check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail')),
    password: passwordSchema,
    confirmPassword: z.string({ error: "Passwords don't match" }),
  })
  .check(z.refine((body) => body.password === body.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'], when: bothPasswordsGiven }));
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;
