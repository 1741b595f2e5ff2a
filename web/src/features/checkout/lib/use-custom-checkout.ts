import { useEffect, useMemo, useState } from 'react';
import type { CustomerInfo, Discount } from '@herway/shared/contracts/payments';
import { toast } from '@/components/ui/toast/use-toast';
import { usePaymentSession, type PaymentSessionRequest } from '../api/create-payment-session';
import { classifySessionFailure, sessionFailureToast } from './session-failure';
import { useCheckoutAnnouncements } from './use-checkout-announcements';
import { useCheckoutPayment } from './use-checkout-payment';

const EMPTY_INFO: CustomerInfo = { name: '', athleteName: '', email: '' };
const ANALYTICS = { product_type: 'custom' };

export type CustomCheckoutOrder = { amount: number; description: string; paymentLink?: string };

/**
 * /checkout's state: her details, the discount, and the payment session opened once
 * the details are submitted (which needs the terms box ticked). A session failure is a toast.
 */
export function useCustomCheckout({ amount, description, paymentLink }: CustomCheckoutOrder) {
  const [info, setInfo] = useState<CustomerInfo>(EMPTY_INFO);
  const [submitted, setSubmitted] = useState<CustomerInfo | null>(null);
  const [discount, setDiscount] = useState<Discount | null>(null);

  const request = useMemo<PaymentSessionRequest | null>(
    () =>
      submitted && {
        kind: 'custom',
        // Step 1 is submitted only with the terms box ticked.
        acceptedTerms: true,
        amount: discount ? discount.finalAmount : amount,
        originalAmount: amount,
        description,
        customerInfo: submitted,
        ...(discount ? { discountCode: discount.code } : {}),
        ...(paymentLink ? { paymentLink } : {}),
      },
    [submitted, discount, amount, description, paymentLink],
  );
  const session = usePaymentSession(request);
  const ready = session.data;
  const payable = ready?.amount ?? discount?.finalAmount ?? amount;

  const checkout = useCheckoutPayment({
    successPath: '/payment-success',
    analytics: ANALYTICS,
    value: payable,
    ...(submitted ? { customerInfo: submitted } : {}),
    ...(ready ? { clientSecret: ready.clientSecret } : {}),
  });

  useEffect(() => {
    if (!session.error) return;
    const failure = classifySessionFailure(session.error);
    toast({
      // The open-amount checkout sells nothing one can own, nor needs a session: both read as server errors.
      ...sessionFailureToast(
        failure.kind === 'unauthorized' || failure.kind === 'owned'
          ? { kind: 'server', status: failure.kind === 'owned' ? 409 : 401, message: `Server error: ${failure.kind === 'owned' ? 409 : 401}` }
          : failure,
      ),
      variant: 'destructive',
    });
  }, [session.error]);

  useCheckoutAnnouncements(ready, ANALYTICS, discount);

  function submitDetails(next: CustomerInfo) {
    setInfo(next);
    setSubmitted(next);
  }

  return { info, submitted, discount, setDiscount, session, ready, payable, checkout, submitDetails, editDetails: () => setSubmitted(null) };
}
