import type { CustomerInfo } from '@herway/shared/contracts/payments';
import { ApiError, callRoute } from '@/lib/api-client';

/**
 * POST /api/payment-success: tells the server what the browser saw (it never grants anything; the
 * verified webhook does). A failure is only logged: she still reaches the success page.
 */
export async function recordPaymentSuccess(paymentIntentId: string, customerInfo?: Partial<CustomerInfo>, clientSecret?: string): Promise<void> {
  try {
    await callRoute('payments/record-payment-success', {
      body: { paymentIntentId, ...(clientSecret ? { clientSecret } : {}), ...(customerInfo && Object.keys(customerInfo).length > 0 ? { customerInfo } : {}) },
    });
  } catch (error) {
    // The status only: the body could echo what she typed.
    console.warn(`Recording the payment failed: ${error instanceof ApiError ? error.status : error instanceof Error ? error.name : 'unknown error'}`);
  }
}
