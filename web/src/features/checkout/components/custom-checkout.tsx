import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CustomerInfo, Discount } from '@herway/shared/contracts/payments';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast/use-toast';
import { trackEvent } from '@/lib/analytics';
import { usePaymentSession, type PaymentSessionRequest } from '../api/create-payment-session';
import { classifySessionFailure, sessionFailureToast } from '../lib/session-failure';
import { useCheckoutPayment } from '../lib/use-checkout-payment';
import { PaymentProvider } from '@/components/commerce/payment/payment-provider';
import type { PaymentController } from '@/components/commerce/payment/types';
import { CheckoutStatus } from '@/components/commerce/checkout-status';
import { CheckoutUnavailable } from './checkout-unavailable';
import { CustomerInfoForm } from './customer-info-form';
import { DiscountEntry } from '@/components/commerce/discount-entry';
import { OrderSummary } from '@/components/commerce/order-summary';
import { PayButton } from './pay-button';
import { PaymentFailureNotice } from './payment-failure-notice';

const EMPTY_INFO: CustomerInfo = { name: '', athleteName: '', email: '' };
const ANALYTICS = { product_type: 'custom' };

/**
 * /checkout's two steps (SPEC §2): her details and an optional discount code, then the card form
 * once the payment session exists. The open amount records a payment and grants nothing (DESIGN §1).
 */
export function CustomCheckout({ amount, description, paymentLink }: { amount: number; description: string; paymentLink?: string }) {
  const [info, setInfo] = useState<CustomerInfo>(EMPTY_INFO);
  const [submitted, setSubmitted] = useState<CustomerInfo | null>(null);
  const [discount, setDiscount] = useState<Discount | null>(null);

  const request = useMemo<PaymentSessionRequest | null>(
    () =>
      submitted && {
        kind: 'custom',
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

  const { phase, pay, failure, clearFailure } = useCheckoutPayment({
    successPath: '/payment-success',
    analytics: ANALYTICS,
    value: payable,
    ...(submitted ? { customerInfo: submitted } : {}),
    ...(ready ? { clientSecret: ready.clientSecret } : {}),
  });
  const busy = phase !== 'idle';

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

  // begin_checkout once, when the first session is ready.
  const began = useRef(false);
  useEffect(() => {
    if (!ready || began.current) return;
    began.current = true;
    trackEvent('begin_checkout', { ...ANALYTICS, value: ready.amount, currency: 'USD', discount_applied: discount !== null });
  }, [ready, discount]);

  const priceChange = ready?.priceChange;
  useEffect(() => {
    if (priceChange) toast({ title: 'Price Updated', description: priceChange.message });
  }, [priceChange]);

  const summary = (
    <OrderSummary name={description} detail="One-time payment" amount={submitted ? payable : (discount?.finalAmount ?? amount)} discount={discount} />
  );

  if (!submitted) {
    return (
      <Card className="grid gap-6 p-6 sm:p-8">
        <p className="text-sm font-semibold text-plum-700">Step 1 of 2</p>
        {summary}
        <CustomerInfoForm
          initial={info}
          onSubmit={(next) => {
            setInfo(next);
            setSubmitted(next);
          }}
        >
          <DiscountEntry amount={amount} productKey="custom" applied={discount} onApply={setDiscount} onRemove={() => setDiscount(null)} />
        </CustomerInfoForm>
      </Card>
    );
  }

  const back = (
    <Button variant="ghost" size="sm" disabled={busy} onClick={() => setSubmitted(null)}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Edit details
    </Button>
  );

  if (session.error) {
    const failure = classifySessionFailure(session.error);
    return (
      <CheckoutUnavailable
        message={failure.kind === 'unauthorized' ? 'Server error: 401' : failure.message}
        detail={failure.kind === 'server' ? failure.detail : undefined}
        onRetry={() => void session.refetch()}
      >
        {back}
      </CheckoutUnavailable>
    );
  }

  function submit(payment: PaymentController) {
    if (busy || !submitted) return;
    if (!payment.ready) {
      toast({ title: 'Payment System Not Ready', description: 'Please wait for the payment form to load and try again.' });
      return;
    }
    void pay(() => payment.confirm({ returnUrl: new URL('/payment-success', window.location.origin).href, receiptEmail: submitted.email }));
  }

  return (
    <Card className="grid gap-6 p-6 sm:p-8">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-plum-700">Step 2 of 2</p>
        {back}
      </div>
      {summary}
      <p className="text-sm text-muted">
        Paying as <span className="font-semibold text-ink">{submitted.name}</span> for <span className="font-semibold text-ink">{submitted.athleteName}</span>;
        the receipt goes to <span className="font-semibold text-ink">{submitted.email}</span>.
      </p>
      <section aria-labelledby="payment-details-title" className="grid gap-6 border-t border-plum-100 pt-6">
        <h2 id="payment-details-title" className="text-lg font-bold text-ink">
          Payment Details
        </h2>
        {ready ? (
          <PaymentProvider key={ready.clientSecret} clientSecret={ready.clientSecret}>
            {(payment) => (
              <form
                noValidate
                aria-label="Payment"
                className="grid gap-6"
                // A change to the card fields (the local form's; Stripe's own are in a frame) clears the last failure.
                onInput={clearFailure}
                onSubmit={(event) => {
                  event.preventDefault();
                  submit(payment);
                }}
              >
                {payment.fields}
                <PaymentFailureNotice failure={failure} />
                <PayButton amount={payable} phase={phase} disabled={!payment.ready} />
              </form>
            )}
          </PaymentProvider>
        ) : (
          <CheckoutStatus label="Setting up your payment..." className="flex flex-col items-center gap-3 py-8" />
        )}
        <p className="text-center text-sm text-muted">
          By paying you agree to our{' '}
          <Link to="/terms" target="_blank" rel="noopener noreferrer" className="font-semibold text-plum-700 underline underline-offset-2 hover:text-plum-900">
            Terms of Service
          </Link>
          . All sales are final and non-refundable.
        </p>
      </section>
    </Card>
  );
}
