import { CheckoutStatus } from '@/components/commerce/checkout-status';
import { Container } from '@/components/ui/container';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { DemoIntro } from '../components/demo-intro';
import { DemoMarker } from '../components/demo-marker';
import { useDebugAccess } from '../stripe/api/get-debug-access';
import { AccessDenied } from '@/components/ui/access-denied';
import { DiagnosticsPanel } from '../stripe/components/diagnostics-panel';

/**
 * /stripe-debug: Run Diagnostics checks the payment setup step by step and prints
 * timestamped logs; Clear Logs empties them. Anyone on a local run, admins only elsewhere (the
 * server enforces it for the round trip).
 */
export default function StripeDebugRoute() {
  usePageTitle('Stripe Debug');
  useNoIndex();
  const access = useDebugAccess();
  if (access === 'checking') return <CheckoutStatus label="Checking access..." />;
  if (access === 'denied') return <AccessDenied />;
  return (
    <>
      <DemoMarker>Demo page — diagnostics: the round trip opens a $1 payment intent and cancels it at once; nothing is charged.</DemoMarker>
      <Container className="py-10 sm:py-16">
        <div className="mx-auto grid max-w-3xl gap-8">
          <DemoIntro title="Stripe Debug">
            <p>Checks, in order, the publishable key, the payment script, the API and a payment-intent round trip, and logs each step.</p>
          </DemoIntro>
          <DiagnosticsPanel />
        </div>
      </Container>
    </>
  );
}
