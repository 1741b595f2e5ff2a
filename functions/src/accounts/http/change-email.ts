import { changeEmailBodySchema, changeEmailReplySchema } from '@herway/shared/contracts/mail';
import type { ChangeEmailReply } from '@herway/shared/contracts/mail';
import { renewingHttpHandler } from '../renewing-http-handler';
import { changeAccountEmail } from '../account-email';

/**
 * PUT /api/account/email `{ email, password }` (athlete): her sign-in and contact address, changed
 * (or the same one confirmed), and HerWay mails it again (docs/email.md). A wrong password is a 401
 * and changes nothing; an address another account uses is a 409.
 */
export const handler = renewingHttpHandler(
  { method: 'PUT', path: '/api/account/email', handler: 'accounts/change-email', auth: 'member' },
  { body: changeEmailBodySchema, reply: changeEmailReplySchema },
  async ({ user, body }) => {
    const { email, changed } = await changeAccountEmail(user, body.email, body.password);
    const answer: ChangeEmailReply = {
      email,
      message: changed ? `Your e-mail address is now ${email}. Sign in with it from now on.` : `Thank you. We will e-mail you at ${email} again.`,
    };
    return answer;
  },
);
