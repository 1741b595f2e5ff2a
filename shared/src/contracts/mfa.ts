import * as z from '../zod';
import { authReplySchema } from './auth';

// An admin's second sign-in step (docs/decisions/app-owned-admin-totp.md): after her password, both
// login endpoints answer with the step to show instead of signing her in; POST /api/auth/mfa
// with the code from her authenticator app finishes it.

/** Her first sign-in: the authenticator to set up. Afterwards: the code to enter. */
export const mfaStepSchema = z.discriminatedUnion('step', [
  z.object({
    step: z.literal('enrol'),
    /** The otpauth:// URI, drawn as an SVG QR code for the authenticator app to scan. */
    otpauthUrl: z.string(),
    qrCodeSvg: z.string(),
    /** The secret in base32, grouped by four, to type when the QR code cannot be scanned. */
    manualKey: z.string(),
  }),
  z.object({ step: z.literal('challenge') }),
]);
export type MfaStep = z.infer<typeof mfaStepSchema>;

/** What POST /api/admin/login (and POST /api/auth/login for an admin) answers after a right password. */
export const mfaRequiredReplySchema = z.object({ mfa: mfaStepSchema, message: z.string() });
export type MfaRequiredReply = z.infer<typeof mfaRequiredReplySchema>;

/** POST /api/auth/login: she is signed in or, an admin, given her TOTP step. */
export const loginReplySchema = z.union([authReplySchema, mfaRequiredReplySchema]);

/** POST /api/auth/mfa */
export const mfaCodeBodySchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code from your authenticator app' })
    .check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')),
});
export type MfaCodeBody = z.input<typeof mfaCodeBodySchema>;

/** The message for each step. */
export const MFA_STEP_MESSAGES = {
  enrol: 'Set up your authenticator app to finish signing in.',
  challenge: 'Enter the 6-digit code from your authenticator app.',
} as const satisfies Record<MfaStep['step'], string>;
