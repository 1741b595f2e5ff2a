import { messageReplySchema } from '@herway/shared/contracts/common';
import { deleteAccountBodySchema } from '@herway/shared/contracts/account';
import { clearedSessionCookies } from '../../kernel/cookies';
import { renewingHttpHandler, reply } from '../../accounts/renewing-http-handler';
import { deleteAccount } from '../account-data';

/**
 * DELETE /api/account with her password: deletes the athlete's account and data and signs the
 * browser out. A wrong password is a 401 'Password is incorrect' and changes nothing.
 */
export const handler = renewingHttpHandler(
  { method: 'DELETE', path: '/api/account', handler: 'privacy/delete-account', auth: 'member' },
  { body: deleteAccountBodySchema, reply: messageReplySchema },
  async ({ user, body }) => {
    await deleteAccount(user, body.password);
    const answer = { message: 'Your account and all your data have been deleted.' };
    return reply(200, answer, { cookies: clearedSessionCookies() });
  },
);
