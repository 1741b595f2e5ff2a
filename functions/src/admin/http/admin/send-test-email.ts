import type { TestEmailReply } from '@herway/shared/contracts/admin';
import { getProfile } from '../../../accounts/store/user-repo';
import { sendEmail } from '../../../mail/email';
import type { EmailMessage } from '../../../mail/email';
import { httpError } from '../../../kernel/http-errors';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { logger } from '../../../kernel/logger';

/** The test e-mail ('HerWay test email'): nothing but the time it was sent, so it carries no one's data. */
function testEmail(to: string, now: Date): EmailMessage {
  const sent = now.toUTCString();
  const line = 'This is a test e-mail from the HerWay admin dashboard. If you can read it, e-mail delivery works.';
  return { kind: 'test', to, subject: 'HerWay test email', text: `${line}\n\nSent ${sent}.`, html: `<p>${line}</p><p>Sent ${sent}.</p>` };
}

/** POST /api/test-email (admin): sends a test e-mail through SES to the signed-in admin's own address; a 409 when it is suppressed. */
export const handler = adminHttpHandler(
  { method: 'POST', path: '/api/test-email', handler: 'admin/admin/send-test-email', auth: 'admin' },
  {},
  async ({ user }) => {
    const profile = await getProfile(user.sub);
    if (!profile?.email) throw httpError(409, 'Your account has no e-mail address on file');
    let outcome;
    try {
      outcome = await sendEmail(testEmail(profile.email, new Date()));
    } catch (error) {
      logger.error('Test e-mail not sent', { error: error as Error });
      throw httpError(502, 'Failed to send test email');
    }
    if (outcome.status === 'suppressed') {
      throw httpError(409, `Not sent: ${profile.email} bounced or complained before, so HerWay no longer mails it (see Needs Attention)`);
    }
    const reply: TestEmailReply = { message: `Test email sent to ${profile.email}` };
    return reply;
  },
);
