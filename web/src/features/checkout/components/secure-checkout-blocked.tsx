import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckoutStatus } from '@/components/commerce/checkout-status';
import { buttonVariants } from '@/components/ui/button';
import type { CheckoutProduct } from '../lib/checkout-product';
import { reloadPage } from '../lib/reload-page';
import { classifySessionFailure } from '../lib/session-failure';
import type { SecureCheckoutState } from '../lib/use-secure-checkout';
import { AlreadyOwned } from './already-owned';
import { CheckoutUnavailable } from './checkout-unavailable';
import { NoAthleteLinked } from './paying-for';

/** A product the catalog does not know: back to the packages or the course. */
export function UnknownProduct({ product }: { product: CheckoutProduct }) {
  return (
    <CheckoutUnavailable message={`We couldn't find "${product.name}" in our catalog.`} detail="Please choose your package again." onRetry={reloadPage}>
      <Link to={product.type === 'course' ? '/course' : '/mentorship'} className={buttonVariants({ variant: 'outline' })}>
        View {product.type === 'course' ? 'Course' : 'Packages'}
      </Link>
    </CheckoutUnavailable>
  );
}

/**
 * What /protected-checkout shows instead of the card while it cannot be paid: a session that
 * failed (her session ending, already owned, any other error), a payment form that could not be
 * set up; for a guardian, her family still loading or no athlete linked yet. Null when the card
 * can be shown (while the session opens, the card says so where the payment form goes).
 */
export function secureCheckoutBlocked({ session, setupFailed, payingFor }: SecureCheckoutState): ReactNode {
  if (payingFor.kind === 'none') return <NoAthleteLinked />;
  if (payingFor.kind === 'failed') return <CheckoutUnavailable message="We couldn't load your family. Please try again." onRetry={payingFor.retry} />;
  if (payingFor.kind === 'loading') return <CheckoutStatus label="Preparing secure checkout..." />;
  if (session.error) {
    const failure = classifySessionFailure(session.error);
    if (failure.kind === 'unauthorized') return <CheckoutStatus label="Redirecting to login..." />;
    if (failure.kind === 'owned') return <AlreadyOwned message={failure.message} dashboardPath={failure.dashboardPath} />;
    return <CheckoutUnavailable message={failure.message} detail={failure.kind === 'server' ? failure.detail : undefined} onRetry={reloadPage} />;
  }
  if (setupFailed) return <CheckoutUnavailable message="Failed to initialize payment. Please try again." onRetry={reloadPage} />;
  return null;
}
