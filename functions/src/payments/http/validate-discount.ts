import { describeDiscount } from '@herway/shared/catalog/discounts';
import { validateDiscountBodySchema, validateDiscountReplySchema } from '@herway/shared/contracts/payments';
import { findDiscount } from '../store/discount-repo';
import { httpHandler, reply } from '../../kernel/http-handler';
import { abuseLimits, networkOf, takeAttemptSlots } from '../../accounts/abuse-limits';
import { centsToDollars, dollarsToCents, priceWithDiscount } from '../discount-pricing';

/**
 * POST /api/validate-discount: what a code would take off an amount; the order is priced again at
 * payment. A network that tried too many codes that do not exist is refused for a while (429).
 */
export const handler = httpHandler(
  { method: 'POST', path: '/api/validate-discount', handler: 'payments/validate-discount', auth: 'public' },
  { body: validateDiscountBodySchema, reply: validateDiscountReplySchema },
  async ({ body, clientIp }) => {
    // Guessing codes: 20 that do not exist per network in 10 minutes, then a 429 for any code.
    // Each check holds a slot while the code is looked up; a code that exists gives it back.
    const guess = await takeAttemptSlots([{ limit: abuseLimits.discountGuessesNetwork, subject: networkOf(clientIp) }]);
    const amountCents = dollarsToCents(body.amount);
    const evaluation = priceWithDiscount(await findDiscount(body.discountCode), amountCents, new Date(), body.productKey);
    if (evaluation.ok || (evaluation.reason !== 'not_found' && evaluation.reason !== 'inactive')) await guess.giveBack();
    if (!evaluation.ok) {
      const refusal = { valid: false as const, message: evaluation.message };
      return reply(400, refusal);
    }
    const accepted = {
      valid: true as const,
      discount: {
        code: evaluation.discount.code,
        type: evaluation.discount.type,
        description: evaluation.discount.description || describeDiscount(evaluation.discount),
        originalAmount: centsToDollars(amountCents),
        discountAmount: centsToDollars(evaluation.discountAmountCents),
        finalAmount: centsToDollars(evaluation.finalAmountCents),
      },
    };
    return accepted;
  },
);
