import { Container } from '@/components/ui/container';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { DemoIntro } from '../components/demo-intro';
import { DemoMarker } from '../components/demo-marker';
import { TestPaymentCheckout } from '../stripe/components/test-payment-checkout';

/**
 * /test-stripe: a $400 test payment for the Starter package (5 sessions) through the
 * normal payment path, in test mode only (the server refuses production and live keys). Paid, it
 * records a payment, grants nothing, and goes to /demo-payment-success.
 */
export default function TestStripeRoute() {
  usePageTitle('Test Stripe');
  useNoIndex();
  return (
    <>
      <DemoMarker>Demo page — test mode: pay with a test card only. No real money is taken and nothing is granted.</DemoMarker>
      <Container className="py-10 sm:py-16">
        <div className="mx-auto max-w-2xl">
          <DemoIntro title="Test Stripe" className="mx-auto text-center">
            <p>A test payment through the same server pricing, payment form and webhook as a real purchase.</p>
          </DemoIntro>
          <div className="mt-8 sm:mt-10">
            <TestPaymentCheckout />
          </div>
        </div>
      </Container>
    </>
  );
}
