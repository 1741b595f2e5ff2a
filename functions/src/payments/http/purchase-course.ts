import { paymentIntentReplySchema, purchaseCourseBodySchema } from '@herway/shared/contracts/payments';
import { httpHandler } from '../../kernel/http-handler';
import { agreedTerms, assertCourseNotOwned, assertPageMatches, courseRefusals, openPayment, quoteCatalogOrder } from '../checkout';
import { purchaseOf } from '../purchaser';
import { courseSubject, openExclusively } from '../exclusive-payments';

/**
 * POST /api/purchase-course (athlete, or a guardian for a linked athlete: purchaser.ts): the course packet priced on the server (the page's amount
 * is only compared: 409 with the current price). The purchase and its entitlement are created by
 * the fulfilment consumer once the payment succeeded. A lifetime product is never sold twice: an
 * athlete who already has the course (bought, or with Elite) gets a 409 pointing to her dashboard,
 * and only her latest course payment can be paid (one opened in another tab is cancelled first;
 * one already paid or processing refuses this one). Without `acceptedTerms: true` it is refused (400)
 * before anything is opened; the terms' version and time are written on the intent.
 */
export const handler = httpHandler(
  { method: 'POST', path: '/api/purchase-course', handler: 'payments/purchase-course', auth: 'member' },
  { body: purchaseCourseBodySchema, reply: paymentIntentReplySchema },
  async ({ body, user }) => {
    const { athleteId, payer } = await purchaseOf(user, body.forAthleteId);
    await assertCourseNotOwned(athleteId);
    const quote = await quoteCatalogOrder(body.courseType, body.discountCode);
    assertPageMatches(quote, { amount: body.amount });
    return openExclusively(courseSubject(athleteId), courseRefusals, async () => openPayment(quote, payer, agreedTerms()));
  },
);
