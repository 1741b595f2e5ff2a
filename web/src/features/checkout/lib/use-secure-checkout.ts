import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CustomerInfo, Discount } from '@herway/shared/contracts/payments';
import { useCoursePreOrder } from '@/components/commerce/course-release';
import { toast } from '@/components/ui/toast/use-toast';
import type { CurrentUser } from '@/features/auth/api/get-current-user';
import { usePaymentSession, type PaymentSessionRequest } from '../api/create-payment-session';
import type { ProtectedCheckoutParams } from './checkout-params';
import { checkoutProductOf, includesCoursePacket, productAnalytics, successPathOf } from './checkout-product';
import { classifySessionFailure, sessionFailureToast } from './session-failure';
import { useCheckoutAnnouncements } from './use-checkout-announcements';
import { useCheckoutPayment } from './use-checkout-payment';
import { payingForId, usePayingFor } from './use-paying-for';

/** What the payment record may say about her: only what the accounts already hold (a guardian's athlete, named by her link). */
function customerInfoOf(user: CurrentUser, athlete: Pick<CurrentUser, 'firstName' | 'lastName'> = user): Partial<CustomerInfo> {
  const athleteName = [athlete.firstName, athlete.lastName].filter(Boolean).join(' ').trim();
  return { email: user.email, ...(athleteName ? { athleteName } : {}) };
}

export type SecureCheckoutProps = {
  user: CurrentUser;
  params: ProtectedCheckoutParams;
  /** A 401 while opening the payment session. */
  onSessionExpired: () => void;
};

/**
 * /protected-checkout's state: the product, the discount, and the payment session
 * the server prices (a discount applied or removed means a new one), and how paying goes.
 * The session is opened only once she ticked the terms box (`termsAgreed`): the server refuses it before.
 */
export function useSecureCheckout({ user, params, onSessionExpired }: SecureCheckoutProps, termsAgreed: boolean) {
  const product = useMemo(() => checkoutProductOf(params), [params]);
  // The course (alone or with Elite) is sold as a pre-order while no module is released (docs/decisions/course-pre-order.md).
  const coursePreOrder = useCoursePreOrder(includesCoursePacket(product)) && includesCoursePacket(product);
  const [discount, setDiscount] = useState<Discount | null>(null);
  const [setupFailed, setSetupFailed] = useState(false);
  const payingFor = usePayingFor(user, params.forAthleteId);
  const forAthleteId = payingForId(payingFor);
  // Nothing is opened until she knows whom she pays for (a guardian's athlete, or herself).
  const whoKnown = payingFor.kind === 'self' || payingFor.kind === 'athlete';

  const request = useMemo<PaymentSessionRequest | null>(() => {
    if (!product.known || !whoKnown || !termsAgreed) return null;
    const amount = discount ? discount.finalAmount : params.amount;
    const extra = { acceptedTerms: true as const, ...(discount ? { discountCode: discount.code } : {}), ...(forAthleteId ? { forAthleteId } : {}) };
    return product.type === 'course'
      ? { kind: 'course', amount, courseType: product.key, ...extra }
      : { kind: 'mentorship', amount, packageType: product.key, totalSessions: params.totalSessions, ...extra };
  }, [product, discount, params.amount, params.totalSessions, whoKnown, forAthleteId, termsAgreed]);

  const session = usePaymentSession(request, product.known && product.type === 'mentorship' ? product.sessions : undefined, {
    // While a new session is opened (after a discount), the card stays on screen.
    keepPrevious: true,
  });
  // Only the session for the current order can be paid.
  const ready = session.data && !session.isPlaceholderData ? session.data : undefined;
  const amount = ready?.amount ?? discount?.finalAmount ?? params.amount;
  const successPath = successPathOf(product, forAthleteId);
  const analytics = productAnalytics(product);
  const checkout = useCheckoutPayment({
    successPath,
    analytics,
    value: amount,
    customerInfo: customerInfoOf(user, payingFor.kind === 'athlete' ? payingFor.athlete : user),
  });

  // Session failures: a 401 is her session ending; anything else is a toast (the card says the rest).
  useEffect(() => {
    if (!session.error) return;
    const failure = classifySessionFailure(session.error);
    if (failure.kind === 'unauthorized') onSessionExpired();
    else if (failure.kind !== 'owned') toast({ ...sessionFailureToast(failure), variant: 'destructive' });
  }, [session.error, onSessionExpired]);

  useCheckoutAnnouncements(ready, analytics, discount);

  const onSetupError = useCallback(() => {
    setSetupFailed(true);
    toast({ title: 'Payment Setup Error', description: 'Failed to initialize payment. Please try again.', variant: 'destructive' });
  }, []);

  const listAmount = ready && !discount ? ready.amount : params.amount;
  return { product, coursePreOrder, payingFor, discount, setDiscount, session, ready, amount, listAmount, successPath, checkout, setupFailed, onSetupError };
}

export type SecureCheckoutState = ReturnType<typeof useSecureCheckout>;
