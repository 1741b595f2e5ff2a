import * as z from '../zod';
import { emailSchema } from './email-address';

// E-mail delivery (docs/email.md): what each message HerWay sends is, the addresses SES reported as
// bounced or complained about (which HerWay then never mails), and how a parent fixes hers.

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
