import { createPaymentLinkBodySchema, paymentLinkReplySchema } from '@herway/shared/contracts/admin-money';
import { auditActorOf } from '../../../accounts/store/audit-repo';
import { createPaymentLinkRecord } from '../../store/payment-link-admin-repo';
import { adminHttpHandler, reply } from '../../../accounts/admin-http-handler';
import { auditEntry } from '../../../accounts/audit';
import { adminPaymentLinkOf, linkSigning } from '../../admin-payment-links';
import { newPaymentLink } from '../../payment-links';

/**
 * POST /api/admin/payment-links (admin): a payment link for the open-amount /checkout (docs/decisions/signed-payment-links.md),
 * signed by the server like the CLI's (payments/payment-links.ts), recorded so its payments are
 * counted and listed, with its audit entry in the same transaction. Answers the /checkout address.
 */
export const handler = adminHttpHandler(
  { method: 'POST', path: '/api/admin/payment-links', handler: 'payments/admin/create-payment-link', auth: 'admin' },
  { body: createPaymentLinkBodySchema, reply: paymentLinkReplySchema },
  async ({ body, user }) => {
    const signing = linkSigning();
    const now = new Date();
    const link = newPaymentLink({
      amount: body.amount,
      description: body.description,
      singleUse: body.singleUse,
      ...(body.expiresAt ? { expiresAt: new Date(body.expiresAt).toISOString() } : {}),
    });
    const actor = await auditActorOf(user);
    const audit = auditEntry(actor, { action: 'payment-link.create', targetType: 'payment-link', targetId: link.id, after: { ...link } }, now);
    await createPaymentLinkRecord(link, actor.email, now.toISOString(), audit);
    const created = {
      paymentLink: adminPaymentLinkOf({ link, payments: 0, lastPaidAt: null, createdAt: now.toISOString(), createdBy: actor.email }, signing),
    };
    return reply(201, created);
  },
);
