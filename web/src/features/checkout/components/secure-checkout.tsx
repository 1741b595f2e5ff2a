import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CustomerInfo, Discount } from '@herway/shared/contracts/payments';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import type { CurrentUser } from '@/features/auth/api/get-current-user';
import { trackEvent } from '@/lib/analytics';
import { usePaymentSession, type PaymentSessionRequest } from '../api/create-payment-session';
import type { ProtectedCheckoutParams } from '../lib/checkout-params';
import { checkoutProductOf, includesCoursePacket, productAnalytics, successPathOf } from '../lib/checkout-product';
import { reloadPage } from '../lib/reload-page';
import { classifySessionFailure, sessionFailureToast } from '../lib/session-failure';
import { useCheckoutPayment } from '../lib/use-checkout-payment';
import { PaymentProvider } from '@/components/commerce/payment/payment-provider';
import type { PaymentController } from '@/components/commerce/payment/types';
import { CheckoutStatus } from '@/components/commerce/checkout-status';
import { useCoursePreOrder } from '@/components/commerce/course-release';
import { PreOrderNote } from '@/components/commerce/pre-order-note';
import { AlreadyOwned } from './already-owned';
import { CheckoutUnavailable } from './checkout-unavailable';
import { DiscountEntry } from '@/components/commerce/discount-entry';
import { OrderSummary } from '@/components/commerce/order-summary';
import { PayButton } from './pay-button';
import { PaymentFailureNotice } from './payment-failure-notice';
import { TERMS_REQUIRED_MESSAGE, TermsAgreement } from '@/components/commerce/terms-agreement';

/** What the payment record may say about her: only what the account already holds. */
function customerInfoOf(user: CurrentUser): Partial<CustomerInfo> {
  const athleteName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return { email: user.email, ...(athleteName ? { athleteName } : {}) };
}

type Props = {
  user: CurrentUser;
  params: ProtectedCheckoutParams;
  /** A 401 while opening the payment session. */
  onSessionExpired: () => void;
};

/**
 * The signed-in part of /protected-checkout (SPEC §2, §4): opens the payment session (the server
 * prices it), then the 'Secure Checkout' card: product and price, discount entry, the payment
 * form, the terms checkbox and 'Pay $amount'. A discount applied or removed means a new session.
 * The course (alone or with Elite), while none of it is released, is said to be a pre-order.
 */
export function SecureCheckout({ user, params, onSessionExpired }: Props) {
  const product = useMemo(() => checkoutProductOf(params), [params]);
  // The course (alone or with Elite) is sold as a pre-order while no module is released (DESIGN §8).
  const coursePreOrder = useCoursePreOrder(includesCoursePacket(product)) && includesCoursePacket(product);
  const [discount, setDiscount] = useState<Discount | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [setupFailed, setSetupFailed] = useState(false);
  const termsRef = useRef<HTMLInputElement>(null);

  const request = useMemo<PaymentSessionRequest | null>(() => {
    if (!product.known) return null;
    const amount = discount ? discount.finalAmount : params.amount;
    const code = discount ? { discountCode: discount.code } : {};
    return product.type === 'course'
      ? { kind: 'course', amount, courseType: product.key, ...code }
      : { kind: 'mentorship', amount, packageType: product.key, totalSessions: params.totalSessions, ...code };
  }, [product, discount, params.amount, params.totalSessions]);

  const session = usePaymentSession(request, product.known && product.type === 'mentorship' ? product.sessions : undefined, {
    // While a new session is opened (after a discount), the card stays on screen.
    keepPrevious: true,
  });
  // Only the session for the current order can be paid.
  const ready = session.data && !session.isPlaceholderData ? session.data : undefined;
  const amount = ready?.amount ?? discount?.finalAmount ?? params.amount;
  const listAmount = ready && !discount ? ready.amount : params.amount;
  const successPath = successPathOf(product);
  const analytics = productAnalytics(product);

  const { phase, pay, failure, clearFailure } = useCheckoutPayment({ successPath, analytics, value: amount, customerInfo: customerInfoOf(user) });

  // Session failures: a 401 is her session ending; anything else is a toast (the card says the rest).
  useEffect(() => {
    if (!session.error) return;
    const failure = classifySessionFailure(session.error);
    if (failure.kind === 'unauthorized') onSessionExpired();
    else if (failure.kind !== 'owned') toast({ ...sessionFailureToast(failure), variant: 'destructive' });
  }, [session.error, onSessionExpired]);

  // The server's price differed from the page's (409): its message, once per session.
  const priceChange = ready?.priceChange;
  useEffect(() => {
    if (priceChange) toast({ title: 'Price Updated', description: priceChange.message });
  }, [priceChange]);

  // begin_checkout once, when the first session is ready.
  const began = useRef(false);
  useEffect(() => {
    if (!ready || began.current) return;
    began.current = true;
    trackEvent('begin_checkout', { ...analytics, value: ready.amount, currency: 'USD', discount_applied: discount !== null });
  }, [ready, analytics, discount]);

  const onSetupError = useCallback(() => {
    setSetupFailed(true);
    toast({ title: 'Payment Setup Error', description: 'Failed to initialize payment. Please try again.', variant: 'destructive' });
  }, []);

  if (!product.known) {
    return (
      <CheckoutUnavailable message={`We couldn't find "${product.name}" in our catalog.`} detail="Please choose your package again." onRetry={reloadPage}>
        <Link to={product.type === 'course' ? '/course' : '/mentorship'} className={buttonVariants({ variant: 'outline' })}>
          View {product.type === 'course' ? 'Course' : 'Packages'}
        </Link>
      </CheckoutUnavailable>
    );
  }

  if (session.error) {
    const failure = classifySessionFailure(session.error);
    if (failure.kind === 'unauthorized') return <CheckoutStatus label="Redirecting to login..." />;
    if (failure.kind === 'owned') return <AlreadyOwned message={failure.message} dashboardPath={failure.dashboardPath} />;
    return <CheckoutUnavailable message={failure.message} detail={failure.kind === 'server' ? failure.detail : undefined} onRetry={reloadPage} />;
  }
  if (setupFailed) return <CheckoutUnavailable message="Failed to initialize payment. Please try again." onRetry={reloadPage} />;
  if (session.isPending) return <CheckoutStatus label="Preparing secure checkout..." />;

  const busy = phase !== 'idle';

  function submit(payment: PaymentController) {
    if (busy) return;
    if (!termsAccepted) {
      setTermsError(true);
      toast({ title: 'Terms Agreement Required', description: TERMS_REQUIRED_MESSAGE, variant: 'destructive' });
      termsRef.current?.focus();
      return;
    }
    if (!payment.ready) {
      toast({ title: 'Payment System Not Ready', description: 'Please wait for the payment form to load and try again.' });
      return;
    }
    void pay(() => payment.confirm({ returnUrl: new URL(successPath, window.location.origin).href, receiptEmail: user.email }));
  }

  const terms = (
    <TermsAgreement
      ref={termsRef}
      checked={termsAccepted}
      invalid={termsError && !termsAccepted}
      disabled={busy}
      onChange={(checked) => {
        setTermsAccepted(checked);
        if (checked) setTermsError(false);
      }}
    />
  );

  return (
    <div className="overflow-hidden rounded-2xl border border-plum-100 bg-white shadow-sm shadow-plum-900/5">
      <div className="grid gap-6 p-6 sm:p-8">
        <OrderSummary name={product.name} detail={product.detail} amount={amount} discount={discount} />
        {coursePreOrder ? <PreOrderNote /> : null}
        {priceChange && !discount ? (
          <p role="status" className="rounded-xl bg-plum-50 px-4 py-3 text-sm text-plum-900">
            {priceChange.message}
          </p>
        ) : null}
        <DiscountEntry
          amount={listAmount}
          productKey={product.known ? product.key : undefined}
          applied={discount}
          onApply={setDiscount}
          onRemove={() => setDiscount(null)}
          disabled={busy || !ready}
        />
      </div>
      <section aria-labelledby="payment-details-title" className="grid gap-6 border-t border-plum-100 bg-plum-50/40 p-6 sm:p-8">
        <h2 id="payment-details-title" className="text-lg font-bold text-ink">
          Payment Details
        </h2>
        {ready ? (
          <PaymentProvider key={ready.clientSecret} clientSecret={ready.clientSecret} onSetupError={onSetupError}>
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
                {terms}
                <PaymentFailureNotice failure={failure} />
                <PayButton amount={amount} phase={phase} disabled={!payment.ready} />
              </form>
            )}
          </PaymentProvider>
        ) : (
          <>
            <CheckoutStatus label="Preparing secure checkout..." className="flex flex-col items-center gap-3 py-6" />
            {terms}
            <PayButton amount={amount} phase={phase} disabled />
          </>
        )}
        <p className="text-center text-xs text-muted">Card details go straight to our payment provider; HerWay never sees or stores them.</p>
      </section>
    </div>
  );
}
