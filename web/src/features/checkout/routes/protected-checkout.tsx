import { ShieldCheck } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { PageGuard } from '@/features/auth/components/page-guard';
import { usePageTitle } from '@/lib/use-page-title';
import { SecureCheckout } from '../components/secure-checkout';
import { parseProtectedCheckoutParams } from '../lib/checkout-params';

/**
 * /protected-checkout: buying a mentorship package or the course packet, signed in.
 * Query: type (course), courseType (full_packet), packageType (starter), amount (150),
 * totalSessions (1), the numbers parsed as integers.
 */
export default function ProtectedCheckoutRoute() {
  usePageTitle('Secure Checkout');
  const [search] = useSearchParams();
  const params = useMemo(() => parseProtectedCheckoutParams(search), [search]);

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
          <PageGuard role="buyer">{(user, expire) => <SecureCheckout user={user} params={params} onSessionExpired={expire} />}</PageGuard>
        </div>
      </div>
    </Container>
  );
}
