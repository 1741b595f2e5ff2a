import * as z from '../zod';
import { emailSchema } from './email-address';

// E-mail delivery (docs/email.md): how a parent fixes an address SES reported as bounced or
// complained about; what each message is and the suppressed addresses are in ./mail-suppression.

export {
  MAIL_KINDS,
  mailKindSchema,
  suppressedAddressSchema,
  suppressionLine,
  suppressionReasonSchema,
  type MailKind,
  type SuppressedAddress,
  type SuppressionReason,
} from './mail-suppression';

/**
 * PUT /api/account/email: her new address (or the same one again, "it is right, try again") and
 * her password, which proves it is her.
 */
export const changeEmailBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).check(z.minLength(1, 'Password is required'), z.maxLength(256)),
});
export type ChangeEmailBody = z.input<typeof changeEmailBodySchema>;

export const changeEmailReplySchema = z.object({ email: z.string(), message: z.string() });
export type ChangeEmailReply = z.infer<typeof changeEmailReplySchema>;
