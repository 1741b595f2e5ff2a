import { paymentIntentReplySchema, purchaseMentorshipBodySchema } from '@herway/shared/contracts/payments';
import { httpHandler } from '../../kernel/http-handler';
import { agreedTerms, assertPageMatches, openPayment, quoteCatalogOrder } from '../checkout';
import { purchaseOf } from '../purchaser';

/**
 * POST /api/purchase-mentorship (athlete, or a guardian for a linked athlete: purchaser.ts): the package priced from the catalog and the code
 * from the database; the page's amount and session count are only compared (409 with the
 * current price). Answers the PaymentIntent's client secret; the package is created by the
 * fulfilment consumer once Stripe says the payment succeeded. Without `acceptedTerms: true` it is
 * refused (400) before anything is opened; the terms' version and time are written on the intent.
 */
export const handler = httpHandler(
  { method: 'POST', path: '/api/purchase-mentorship', handler: 'payments/purchase-mentorship', auth: 'member' },
  { body: purchaseMentorshipBodySchema, reply: paymentIntentReplySchema },
  async ({ body, user }) => {
    const { payer } = await purchaseOf(user, body.forAthleteId);
    const quote = await quoteCatalogOrder(body.packageType, body.discountCode);
    assertPageMatches(quote, { amount: body.amount, totalSessions: body.totalSessions });
    return openPayment(quote, payer, agreedTerms());
  },
);
