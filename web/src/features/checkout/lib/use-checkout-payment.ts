import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CustomerInfo } from '@herway/shared/contracts/payments';
import { toast } from '@/components/ui/toast/use-toast';
import { trackEvent } from '@/lib/analytics';
import { recordPaymentSuccess } from '../api/record-payment-success';
import type { PaymentOutcome } from '@/components/commerce/payment/types';
import { decideOutcome, GENERIC_PAYMENT_ERROR, outcomeToast, successPathFor } from './payment-outcome';
import { reloadPage } from './reload-page';
import { SESSION_RELOAD_DELAY_MS, SUCCESS_REDIRECT_DELAY_MS } from './timings';
import { useTimeouts } from './use-timeouts';
import { DASHBOARD_QUERY_KEY } from '@/lib/query-keys';

export type PaymentPhase = 'idle' | 'processing' | 'succeeded' | 'reloading';

/** Why the last try did not go through, kept on the form until she tries again or changes the card. */
export interface PaymentFailure {
  title: string;
  description: string;
  /** Whether the card was surely not charged (a decline), so trying again is safe. */
  notCharged: boolean;
}

export interface CheckoutPaymentOptions {
  /** Where 'Payment Successful!' leads, 1.5 s later. */
  successPath: string;
  /** Non-personal analytics parameters of the product. */
  analytics: Record<string, string>;
  /** What is charged, in dollars. */
  value: number;
  /** Sent with POST /api/payment-success. */
  customerInfo?: Partial<CustomerInfo>;
  /** The payment's client secret: proves to POST /api/payment-success that this browser opened it. */
  clientSecret?: string;
}

/**
 * Paying, and what follows each outcome (docs/product-rules.md#checkout-pages), shared by both checkout pages:
 * succeeded → 'Payment Successful!', dashboard refreshed, the payment recorded, `purchase`, the
 * success page 1.5 s later; a card or validation error → 'Payment Failed' (and `payment_failed`);
 * payment_intent_unexpected_state → 'Payment Session Expired' and a reload 2 s later; any other
 * status → 'Payment Status Unknown'; anything else → 'Payment Error'.
 */
export function useCheckoutPayment(options: CheckoutPaymentOptions) {
  const [phase, setPhase] = useState<PaymentPhase>('idle');
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const schedule = useTimeouts();
  // A second click while the first is on its way does nothing.
  const busy = useRef(false);

  async function pay(confirm: () => Promise<PaymentOutcome>): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setFailure(null);
    setPhase('processing');
    let outcome: PaymentOutcome;
    try {
      outcome = await confirm();
    } catch (error) {
      outcome = { type: 'error', error: { message: error instanceof Error && error.message ? error.message : GENERIC_PAYMENT_ERROR } };
    }
    const action = decideOutcome(outcome);
    const { analytics, value } = options;

    if (action.kind === 'success') {
      setPhase('succeeded');
      toast({ title: 'Payment Successful!', description: 'Thank you for your purchase!' });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
      void recordPaymentSuccess(action.paymentIntentId, options.customerInfo, options.clientSecret);
      trackEvent('purchase', { ...analytics, value, currency: 'USD' });
      schedule(() => void navigate(successPathFor(options.successPath, action.paymentIntentId)), SUCCESS_REDIRECT_DELAY_MS);
      return;
    }
    if (action.kind === 'redirecting') return; // to her bank's page; she comes back to the success page
    if (action.kind === 'processing') {
      setPhase('succeeded');
      toast({ title: 'Payment Processing', description: 'Your bank is processing the payment. We will confirm it as soon as it is done.' });
      void recordPaymentSuccess(action.paymentIntentId, options.customerInfo, options.clientSecret);
      schedule(() => void navigate(successPathFor(options.successPath, action.paymentIntentId, 'processing')), SUCCESS_REDIRECT_DELAY_MS);
      return;
    }
    if (action.kind === 'expired') {
      setPhase('reloading');
      toast({ title: 'Payment Session Expired', description: 'Refreshing the page to create a new payment session...', variant: 'destructive' });
      schedule(reloadPage, SESSION_RELOAD_DELAY_MS);
      return;
    }
    if (action.kind === 'failed') trackEvent('payment_failed', { ...analytics, value, currency: 'USD' });
    const message = outcomeToast(action);
    toast({ ...message, variant: action.kind === 'unknown' ? 'default' : 'destructive' });
    // An incomplete card shows under its fields already.
    if (action.kind !== 'invalid') setFailure({ ...message, notCharged: action.kind === 'failed' });
    busy.current = false;
    setPhase('idle');
  }

  return { phase, pay, failure, clearFailure: () => setFailure(null) };
}

/** A checkout's payment: its phase, `pay`, and the last failure. */
export type CheckoutPayment = ReturnType<typeof useCheckoutPayment>;
