import { authReplySchema } from '@herway/shared/contracts/auth';
import { auditActorOf, writeAudit } from '../store/audit-repo';
import { mfaCodeBodySchema } from '@herway/shared/contracts/mfa';
import { SIGN_IN_COOKIE, readCookies, sessionCookies, signInTicketCookie } from '../../kernel/cookies';
import { httpHandler, reply } from '../../kernel/http-handler';
import { networkOf } from '../abuse-limits';
import { currentUserOf } from '../account-sessions';
import { auditEntry } from '../audit';
import { completeSecondFactor } from '../second-factor';
import { unauthorized } from '../../kernel/http-errors';

/**
 * POST /api/auth/mfa: an admin's TOTP code after her password (second-factor.ts). The right code
 * signs her in ('Admin Login Successful'); a wrong one is a 400 she can correct; an expired or used
 * sign-in, or 5 wrong codes for it, a 401 that sends her back to her password; too many wrong codes
 * from her network or for her account, a 429 with Retry-After.
 */
export const handler = httpHandler(
  { method: 'POST', path: '/api/auth/mfa', handler: 'accounts/verify-mfa', auth: 'public' },
  { body: mfaCodeBodySchema, reply: authReplySchema },
  async ({ body, event, clientIp }) => {
    const ticket = readCookies(event.cookies, event.headers.cookie)[SIGN_IN_COOKIE];
    const { tokens, session } = await completeSecondFactor(ticket, body.code, networkOf(clientIp));
    const user = await currentUserOf(session);
    if (!user) throw unauthorized();
    await writeAudit(
      auditEntry(await auditActorOf(session), { action: 'admin.sign-in', targetType: 'admin', targetId: session.sub, after: { network: networkOf(clientIp) } }),
    );
    const answer = { user, message: 'Admin Login Successful' };
    return reply(200, answer, { cookies: [...sessionCookies(tokens), signInTicketCookie('', 0)] });
  },
);
