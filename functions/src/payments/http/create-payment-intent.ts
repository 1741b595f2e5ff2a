import { createPaymentIntentBodySchema, paymentIntentReplySchema } from '@herway/shared/contracts/payments';
import { paymentsOfLink } from '../store/payment-link-repo';
import { config, paymentLinkKey } from '../../kernel/config';
import { badRequest } from '../../kernel/http-errors';
import { httpHandler } from '../../kernel/http-handler';
import { agreedTerms, assertPageMatches, openPayment, quoteCustomOrder, savedCustomerId } from '../checkout';
import type { Payer } from '../checkout';
import { abuseLimits, enforceLimits, networkOf } from '../../accounts/abuse-limits';
import { openExclusively, paymentLinkSubject } from '../exclusive-payments';
import { linkIdOf, openAmountTerms, paymentLinkMessages } from '../payment-links';

/** A single-use link whose earlier payment is paid, or still being decided by the bank. */
const singleUseRefusals = {
  paid: () => badRequest(paymentLinkMessages.paid),
  processing: () => badRequest(paymentLinkMessages.processing),
};

/**
 * POST /api/create-payment-intent (public): the open-amount /checkout, whole dollars from $1 to
 * $5,000. It records a payment and grants nothing (productKey 'custom'). Outside the local stack it
 * opens only from a payment link the founders made (signed by the server: its amount and
 * description cannot be edited; a single-use link is paid once, and only its latest payment can be
 * paid). With a code, the page sends the amount it was opened with (`originalAmount`) and the
 * discounted `amount`, which the server recomputes and compares (409 with the current price).
 * Without `acceptedTerms: true` it is refused (400); the terms' version and time are written on the intent.
 */
export const handler = httpHandler(
  { method: 'POST', path: '/api/create-payment-intent', handler: 'payments/create-payment-intent', auth: 'public' },
  { body: createPaymentIntentBodySchema, reply: paymentIntentReplySchema },
  async ({ body, user, clientIp }) => {
    if (body.discountCode && body.originalAmount === undefined) {
      throw badRequest('Please reload the page: the amount before the discount is missing.');
    }
    const linkId = linkIdOf(body.paymentLink);
    const allowed = openAmountTerms(body, { stage: config().STAGE, key: paymentLinkKey(), paymentsOfLink: linkId ? await paymentsOfLink(linkId) : undefined });
    if (!allowed.ok) throw badRequest(allowed.message);
    // Card testing opens many small payments: without an account, 10 an hour per network.
    if (!user) await enforceLimits([{ limit: abuseLimits.openPaymentNetwork, subject: networkOf(clientIp) }]);
    const { terms } = allowed;
    const quote = await quoteCustomOrder(terms.amount, terms.description, body.discountCode);
    assertPageMatches(quote, { amount: body.amount });
    const stripeCustomerId = await savedCustomerId(user);
    const payer: Payer = {
      email: body.customerInfo.email,
      athleteName: body.customerInfo.athleteName,
      customerName: body.customerInfo.name,
      ...(user ? { userId: user.sub } : {}),
      ...(stripeCustomerId ? { stripeCustomerId } : {}),
    };
    const open = () => openPayment(quote, payer, { ...terms.metadata, ...agreedTerms() });
    // A single-use link opened in two tabs: only the payment opened last can be paid.
    const singleUseLink = terms.metadata.paymentLinkSingleUse === 'true' ? terms.metadata.paymentLink : undefined;
    return singleUseLink ? openExclusively(paymentLinkSubject(singleUseLink), singleUseRefusals, open) : open();
  },
);
