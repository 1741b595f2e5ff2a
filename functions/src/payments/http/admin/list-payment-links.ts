import { paymentLinksReplySchema } from '@herway/shared/contracts/admin-money';
import { pageQuerySchema } from '@herway/shared/contracts/common';
import { listPaymentLinks } from '../../store/payment-link-admin-repo';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { adminPaymentLinkOf, linkSigning } from '../../admin-payment-links';

/** GET /api/admin/payment-links?limit=&cursor= (admin): the links made in /admin, newest first, each with its address and how often it was paid. */
export const handler = adminHttpHandler(
  { method: 'GET', path: '/api/admin/payment-links', handler: 'payments/admin/list-payment-links', auth: 'admin' },
  { query: pageQuerySchema, reply: paymentLinksReplySchema },
  async ({ query }) => {
    const signing = linkSigning();
    const page = await listPaymentLinks(query.limit, query.cursor);
    const reply = {
      paymentLinks: page.links.map((stored) => adminPaymentLinkOf(stored, signing)),
      ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
    };
    return reply;
  },
);
