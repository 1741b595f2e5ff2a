import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PaymentController } from '@/components/commerce/payment/types';
import { toast } from '@/components/ui/toast/use-toast';
import { TEST_PAYMENT_QUERY_KEY } from '@/lib/query-keys';
import { recordTestPayment } from '../api/record-test-payment';
import { decideTestPayment } from './test-payment-outcome';

/** Where a paid test payment lands, 1.5 s after 'Payment Successful!' (as the checkout pages). */
export const TEST_PAYMENT_SUCCESS_PATH = '/demo-payment-success';
export const SUCCESS_REDIRECT_DELAY_MS = 1500;

export type TestPaymentPhase = 'idle' | 'processing' | 'succeeded';

/**
 * Paying the test payment, once at a time: a success is recorded and leads to the success page;
 * an expired session opens a new test payment; anything else is a toast and Pay again.
 */
export function useTestPaymentCheckout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<TestPaymentPhase>('idle');
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function pay(payment: PaymentController) {
    if (busy.current) return;
    if (!payment.ready) {
      toast({ title: 'Payment System Not Ready', description: 'Please wait for the payment form to load and try again.' });
      return;
    }
    busy.current = true;
    setPhase('processing');
    const action = decideTestPayment(await payment.confirm({ returnUrl: new URL(TEST_PAYMENT_SUCCESS_PATH, window.location.origin).href }));
    if (action.kind === 'success') {
      setPhase('succeeded');
      toast({ title: 'Payment Successful!', description: 'The test payment went through. No real money was taken.' });
      void recordTestPayment(action.paymentIntentId);
      timer.current = setTimeout(() => void navigate(TEST_PAYMENT_SUCCESS_PATH), SUCCESS_REDIRECT_DELAY_MS);
      return;
    }
    if (action.kind === 'expired') {
      toast({ title: 'Payment Session Expired', description: 'Opening a new test payment...', variant: 'destructive' });
      void queryClient.resetQueries({ queryKey: TEST_PAYMENT_QUERY_KEY });
    } else {
      toast({ title: action.title, description: action.description, variant: action.title === 'Payment Status Unknown' ? 'default' : 'destructive' });
    }
    busy.current = false;
    setPhase('idle');
  }

  return { phase, pay };
}
