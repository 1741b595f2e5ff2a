import { useMutation } from '@tanstack/react-query';
import { validateDiscountReplySchema, type Discount } from '@herway/shared/contracts/payments';
import { ApiError, callRoute } from '@/lib/api-client';

export const INVALID_DISCOUNT_MESSAGE = 'Invalid discount code';

/** The server refused the code; `message` is its reason (or 'Invalid discount code'). */
export class DiscountRefusedError extends Error {
  override readonly name = 'DiscountRefusedError';
}

function refusalMessage(body: unknown): string {
  if (body && typeof body === 'object') {
    const issues = (body as { issues?: unknown }).issues;
    if (Array.isArray(issues)) {
      const first: unknown = issues[0];
      if (first && typeof first === 'object' && typeof (first as { message?: unknown }).message === 'string') {
        return (first as { message: string }).message;
      }
    }
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return INVALID_DISCOUNT_MESSAGE;
}

/**
 * POST /api/validate-discount: what the code takes off `amount` (dollars). A refused code (the
 * API's 4xx `{ valid: false, message }`) throws {@link DiscountRefusedError}; any other failure
 * throws as it came.
 */
export async function validateDiscount(input: { discountCode: string; amount: number; productKey?: string }): Promise<Discount> {
  let reply;
  try {
    reply = await callRoute('payments/validate-discount', { body: input, schema: validateDiscountReplySchema });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429) {
      throw new DiscountRefusedError(refusalMessage(error.body));
    }
    throw error;
  }
  if (!reply.valid) throw new DiscountRefusedError(reply.message || INVALID_DISCOUNT_MESSAGE);
  return reply.discount;
}

export function useValidateDiscount() {
  return useMutation({ mutationFn: validateDiscount });
}
