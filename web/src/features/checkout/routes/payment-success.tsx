import { CheckCircle2, Clock, Mail, LayoutDashboard, XCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { findProduct } from '@herway/shared/catalog/products';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { usePageTitle } from '@/lib/use-page-title';
import { useBookingLinks } from '../api/get-booking-links';
import { usePaymentStatus } from '../api/get-payment-status';
import { MentorChoice } from '@/components/commerce/mentor-choice';
import { PRE_ORDER_DETAILS, useCoursePreOrder } from '@/components/commerce/course-release';
import { familyAthletePath, PaidForAthlete } from '../components/paid-for-athlete';

/** What follows the payment: no materials promised where none were bought, a pre-order said plainly. */
function WhatsNext({ kind }: { kind: 'course' | 'pre-order' | 'custom' }) {
  const next = {
    course: 'Your course is on your dashboard now: start with Module 0.',
    'pre-order': `The Course Packet is a pre-order. ${PRE_ORDER_DETAILS}`,
    custom: 'Nothing else to do: we have your payment, and we will be in touch about what it was for.',
  }[kind];
  return (
    <section
      aria-labelledby="whats-next-title"
      className="mx-auto grid max-w-xl gap-5 rounded-2xl border border-plum-100 bg-white p-6 shadow-sm shadow-plum-900/5 sm:p-8"
    >
      <h2 id="whats-next-title" className="text-2xl font-bold text-ink">
        What&apos;s Next?
      </h2>
      <ul className="grid gap-4">
        <li className="flex gap-3">
          <Mail className="mt-0.5 size-5 shrink-0 text-plum-700" aria-hidden="true" />
          <span>You&apos;ll receive a confirmation e-mail with your receipt within a few minutes.</span>
        </li>
        <li className="flex gap-3">
          <LayoutDashboard className="mt-0.5 size-5 shrink-0 text-plum-700" aria-hidden="true" />
          <span>{next}</span>
        </li>
      </ul>
      <div className="flex flex-wrap gap-3">
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          Back to Home
        </Link>
        <Link to="/contact" className={buttonVariants({ variant: 'outline' })}>
          Contact Us
        </Link>
      </div>
    </section>
  );
}

/** Stripe came back from a redirect (3-D Secure, ...) without a successful payment. */
function PaymentNotCompleted({ type }: { type: string | null }) {
  usePageTitle('Payment Not Completed');
  return (
    <Container className="py-12 text-center sm:py-20">
      <XCircle className="mx-auto size-14 text-danger-700" aria-hidden="true" />
      <PageHeading className="mt-4">Payment Not Completed</PageHeading>
      <p className="mx-auto mt-4 max-w-xl text-muted">Your bank did not confirm the payment, so nothing was charged. Please try again or contact us.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={type === 'course' ? '/course' : '/mentorship'} className={buttonVariants()}>
          Try Again
        </Link>
        <Link to="/contact" className={buttonVariants({ variant: 'outline' })}>
          Contact Us
        </Link>
      </div>
    </Container>
  );
}

/** What follows a payment: for the course, what her payment's status said, else whether it is released now. */
function useWhatsNext(type: string | null, courseReleased: boolean | undefined): 'course' | 'pre-order' | 'custom' {
  const preOrder = useCoursePreOrder(type === 'course' && courseReleased === undefined);
  if (type !== 'course') return 'custom';
  return (courseReleased ?? !preOrder) ? 'course' : 'pre-order';
}

function PaymentSucceeded({ type, packageKey, courseReleased }: { type: string | null; packageKey: string | null; courseReleased?: boolean }) {
  usePageTitle('Payment Successful');
  const isMentorship = type === 'mentorship';
  const product = packageKey ? findProduct(packageKey) : undefined;
  // Her own booking links when she is signed in (they carry her id); the catalog's otherwise.
  const { user } = useCurrentUser({ passive: true });
  const bookingLinks = useBookingLinks(isMentorship && user !== null);
  const next = useWhatsNext(type, courseReleased);

  return (
    <Container className="py-12 sm:py-20">
      <div className="text-center">
        <CheckCircle2 className="mx-auto size-14 text-emerald-700" aria-hidden="true" />
        <PageHeading className="mt-4">Payment Successful!</PageHeading>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
          Thank you for your purchase!
          {product ? ` Your ${product.name} is confirmed.` : ''} A receipt is on its way to your inbox.
        </p>
      </div>
      <div className="mt-10 sm:mt-12">
        {isMentorship ? <MentorChoice bookingLinks={bookingLinks.data} packageType={packageKey} /> : <WhatsNext kind={next} />}
      </div>
      <div className="mt-10 text-center">
        <Link to="/dashboard" className={buttonVariants({ size: 'lg' })}>
          <LayoutDashboard className="size-5" aria-hidden="true" />
          Go to Dashboard
        </Link>
      </div>
    </Container>
  );
}

/** What a processing payment is told: never that it is ready; an open-amount payment puts nothing on a dashboard. */
function processingText(openAmount: boolean): string {
  return openAmount
    ? 'Your bank is still processing this payment. We will e-mail you as soon as it settles.'
    : 'Your bank is still processing this payment. Your purchase appears on your dashboard as soon as it settles, and we will e-mail you. This page also updates by itself.';
}

/** Paid at Stripe, not on her dashboard yet: Stripe's event reaches HerWay seconds later (or her bank is still deciding). */
function Confirming({
  processing,
  timedOut,
  home = '/dashboard',
  openAmount = false,
}: {
  processing: boolean;
  timedOut: boolean;
  home?: string;
  openAmount?: boolean;
}) {
  usePageTitle('Confirming Your Payment');
  const text = timedOut
    ? "This is taking longer than usual. Your payment is safe: your purchase will appear on your dashboard as soon as our card processor confirms it, and we'll e-mail your receipt. You don't need to pay again."
    : processing
      ? processingText(openAmount)
      : 'Your card was accepted. We are adding your purchase to your dashboard; this takes a few seconds.';
  return (
    <Container className="py-12 text-center sm:py-20">
      {timedOut ? (
        <Clock className="mx-auto size-14 text-plum-700" aria-hidden="true" />
      ) : (
        <Spinner label="Confirming your payment" className="mx-auto size-14" />
      )}
      <PageHeading className="mt-4">{processing && !timedOut ? 'Processing your payment…' : 'Confirming your payment…'}</PageHeading>
      <p className="mx-auto mt-4 max-w-xl text-muted" role="status">
        {text}
      </p>
      <div className="mt-8">
        <Link to={home} className={buttonVariants({ variant: 'outline' })}>
          {home === '/dashboard' ? 'Go to Dashboard' : 'See her page'}
        </Link>
      </div>
    </Container>
  );
}

/** A catalog purchase of hers: 'Confirming' until it is on her dashboard, then what she bought. */
function CatalogPaymentResult({
  paymentIntentId,
  type,
  packageKey,
  processing,
  forAthleteId,
}: {
  paymentIntentId: string;
  type: string | null;
  packageKey: string | null;
  processing: boolean;
  /** A guardian's payment for her linked athlete. */
  forAthleteId: string | null;
}) {
  const status = usePaymentStatus(paymentIntentId);
  const reply = status.data;
  if (reply?.status === 'failed') return <PaymentNotCompleted type={type} />;
  if (reply?.status === 'ready' && forAthleteId) {
    return <PaidForAthlete athleteId={forAthleteId} type={type} packageKey={packageKey} courseReleased={reply.courseReleased} />;
  }
  if (reply?.status === 'ready') return <PaymentSucceeded type={type} packageKey={packageKey} courseReleased={reply.courseReleased} />;
  const home = forAthleteId ? familyAthletePath(forAthleteId) : undefined;
  return <Confirming processing={processing || reply?.status === 'processing'} timedOut={status.timedOut || status.isError} {...(home ? { home } : {})} />;
}

/**
 * /payment-success?type=&package=&payment_intent= (docs/product-rules.md#checkout-pages): 'Confirming your payment…'
 * until a signed-in athlete's purchase is really on her dashboard (never a false 'ready'), then
 * 'Payment Successful!' with what she bought; a processing payment says so; a course pre-order
 * says so; an open-amount payment promises no materials. Without the payment's id (an old link),
 * the page as the product first described it.
 */
export default function PaymentSuccessRoute() {
  const [search] = useSearchParams();
  const type = search.get('type');
  const packageKey = search.get('package');
  const paymentIntentId = search.get('payment_intent');
  // Set by Stripe when it returns from a redirect-based confirmation, and by the checkout for 'processing'.
  const redirectStatus = search.get('redirect_status');
  const { user, isLoading } = useCurrentUser({ passive: true });
  // Only a guardian pays for someone else; `for` on anyone else's page is ignored.
  const forAthleteId = user?.accountType === 'guardian' ? search.get('for') : null;
  if (redirectStatus !== null && redirectStatus !== 'succeeded' && redirectStatus !== 'processing') return <PaymentNotCompleted type={type} />;
  const catalog = type === 'course' || type === 'mentorship';
  // Never a 'ready' before it is known: while her session is read, the page is confirming.
  if (catalog && paymentIntentId && isLoading) return <Confirming processing={redirectStatus === 'processing'} timedOut={false} />;
  if (catalog && paymentIntentId && user) {
    return (
      <CatalogPaymentResult
        paymentIntentId={paymentIntentId}
        type={type}
        packageKey={packageKey}
        processing={redirectStatus === 'processing'}
        forAthleteId={forAthleteId}
      />
    );
  }
  if (!catalog && redirectStatus === 'processing') return <Confirming processing timedOut={false} openAmount />;
  return <PaymentSucceeded type={type} packageKey={packageKey} />;
}
