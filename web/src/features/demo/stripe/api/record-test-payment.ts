import { ApiError, callRoute } from '@/lib/api-client';

/**
 * POST /api/payment-success, as the checkout pages send it: tells the server what the browser saw
 * (it grants nothing; the verified webhook records the payment). A failure is only logged.
 */
export async function recordTestPayment(paymentIntentId: string): Promise<void> {
  try {
    await callRoute('payments/record-payment-success', { body: { paymentIntentId } });
  } catch (error) {
    console.warn(`Recording the test payment failed: ${error instanceof ApiError ? error.status : error instanceof Error ? error.name : 'unknown error'}`);
  }
}
