import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { usePageTitle } from '@/lib/use-page-title';
import { CustomCheckout } from '../components/custom-checkout';
import { parseCustomCheckoutParams } from '../lib/checkout-params';
import { MISSING_AMOUNT_REDIRECT_DELAY_MS } from '../lib/timings';

/** Without an amount there is nothing to pay: home, after saying so. */
function MissingAmount() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate('/', { replace: true }), MISSING_AMOUNT_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <div role="status" className="mt-8 text-center">
      <p className="text-muted">This payment link has no amount. Taking you to the home page…</p>
      <Link to="/" replace className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
        Go to Home
      </Link>
    </div>
  );
}

/** /checkout?amount=&description=: a custom payment of whole dollars, open to visitors. */
export default function CheckoutRoute() {
  usePageTitle('Checkout');
  const [search] = useSearchParams();
  const { amount, description, paymentLink } = useMemo(() => parseCustomCheckoutParams(search), [search]);

  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-2xl">
        <div className="text-center">
          <PageHeading>Checkout</PageHeading>
          {amount !== null ? <p className="mt-3 text-muted">A secure one-time payment to HerWay.</p> : null}
        </div>
        {amount === null ? (
          <MissingAmount />
        ) : (
          <div className="mt-8 sm:mt-10">
            <CustomCheckout amount={amount} description={description} {...(paymentLink ? { paymentLink } : {})} />
          </div>
        )}
      </div>
    </Container>
  );
}
