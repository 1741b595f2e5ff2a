import { CheckCircle2, Mail, LayoutDashboard, XCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { findProduct } from '@herway/shared/catalog/products';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { usePageTitle } from '@/lib/use-page-title';
import { useBookingLinks } from '../api/get-booking-links';
import { MentorChoice } from '@/components/commerce/mentor-choice';

function WhatsNext() {
  return (
    <section aria-labelledby="whats-next-title" className="mx-auto grid max-w-xl gap-5 rounded-2xl border border-plum-100 bg-white p-6 shadow-sm shadow-plum-900/5 sm:p-8">
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
          <span>Your materials are available in your dashboard immediately.</span>
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

function PaymentSucceeded({ type, packageKey }: { type: string | null; packageKey: string | null }) {
  usePageTitle('Payment Successful');
  const isMentorship = type === 'mentorship';
  const product = packageKey ? findProduct(packageKey) : undefined;
  // Her own booking links when she is signed in (they carry her id); the catalog's otherwise.
  const { user } = useCurrentUser({ passive: true });
  const bookingLinks = useBookingLinks(isMentorship && user !== null);

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
      <div className="mt-10 sm:mt-12">{isMentorship ? <MentorChoice bookingLinks={bookingLinks.data} packageType={packageKey} /> : <WhatsNext />}</div>
      <div className="mt-10 text-center">
        <Link to="/dashboard" className={buttonVariants({ size: 'lg' })}>
          <LayoutDashboard className="size-5" aria-hidden="true" />
          Go to Dashboard
        </Link>
      </div>
    </Container>
  );
}

/** /payment-success?type=&package= (SPEC §2): always 'Payment Successful!'; mentorship offers the mentors. */
export default function PaymentSuccessRoute() {
  const [search] = useSearchParams();
  const type = search.get('type');
  // Set by Stripe only when it returns from a redirect-based confirmation.
  const redirectStatus = search.get('redirect_status');
  if (redirectStatus !== null && redirectStatus !== 'succeeded') return <PaymentNotCompleted type={type} />;
  return <PaymentSucceeded type={type} packageKey={search.get('package')} />;
}
