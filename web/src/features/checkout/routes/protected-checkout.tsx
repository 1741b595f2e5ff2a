import { LockKeyhole, ShieldCheck } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { usePageTitle } from '@/lib/use-page-title';
import { CheckoutStatus } from '@/components/commerce/checkout-status';
import { SecureCheckout } from '../components/secure-checkout';
import { parseProtectedCheckoutParams } from '../lib/checkout-params';
import { useCheckoutGate } from '../lib/use-checkout-gate';

function LoginRequired({ loginPath }: { loginPath: string }) {
  return (
    <section
      aria-labelledby="login-required-title"
      className="mx-auto max-w-md rounded-2xl border border-plum-100 bg-white p-8 text-center shadow-sm shadow-plum-900/5"
    >
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-plum-50 text-plum-700">
        <LockKeyhole className="size-6" aria-hidden="true" />
      </span>
      <h2 id="login-required-title" className="mt-4 text-xl font-bold text-ink">
        Login Required
      </h2>
      <p className="mt-2 text-muted">Please log in to complete your purchase. Taking you to the login page…</p>
      <Link to={loginPath} className={buttonVariants({ className: 'mt-6' })}>
        Go to Login
      </Link>
    </section>
  );
}

/**
 * /protected-checkout (SPEC §2, §4): buying a mentorship package or the course packet, signed in.
 * Query: type (course), courseType (full_packet), packageType (starter), amount (150),
 * totalSessions (1), the numbers parsed as integers.
 */
export default function ProtectedCheckoutRoute() {
  usePageTitle('Secure Checkout');
  const [search] = useSearchParams();
  const params = useMemo(() => parseProtectedCheckoutParams(search), [search]);
  const gate = useCheckoutGate();

  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-2xl">
        <div className="text-center">
          <PageHeading>Secure Checkout</PageHeading>
          <p className="mt-3 flex items-center justify-center gap-2 text-muted">
            <ShieldCheck className="size-5 shrink-0 text-plum-700" aria-hidden="true" />
            Encrypted payment, processed by our card provider.
          </p>
        </div>
        <div className="mt-8 sm:mt-10">
          {gate.status === 'checking' ? <CheckoutStatus label="Checking authentication..." /> : null}
          {gate.status === 'signed-out' ? <LoginRequired loginPath={gate.loginPath} /> : null}
          {gate.status === 'expired' ? <CheckoutStatus label="Redirecting to login..." /> : null}
          {gate.status === 'signed-in' ? <SecureCheckout user={gate.user} params={params} onSessionExpired={gate.expire} /> : null}
        </div>
      </div>
    </Container>
  );
}
