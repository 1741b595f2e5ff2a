import { describeDiscount } from '@herway/shared/catalog/discounts';
import { validateDiscountBodySchema } from '@herway/shared/contracts/payments';
import type { ValidateDiscountReply } from '@herway/shared/contracts/payments';
import { findDiscount } from '../../adapters/dynamo/discount-repo';
import { httpHandler, reply } from '../../lib/http-handler';
import { centsToDollars, dollarsToCents, priceWithDiscount } from '../../services/discount-pricing';

/** POST /api/validate-discount: what a code would take off an amount; the order is priced again at payment. */
export const handler = httpHandler('payments/validate-discount', { body: validateDiscountBodySchema }, async ({ body }) => {
  const amountCents = dollarsToCents(body.amount);
  const evaluation = priceWithDiscount(await findDiscount(body.discountCode), amountCents);
  if (!evaluation.ok) {
    const refusal: ValidateDiscountReply = { valid: false, message: evaluation.message };
    return reply(400, refusal);
  }
  const accepted: ValidateDiscountReply = {
    valid: true,
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
});
