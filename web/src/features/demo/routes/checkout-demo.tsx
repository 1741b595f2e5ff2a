import { Container } from '@/components/ui/container';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { DemoCheckout } from '../components/demo-checkout';
import { DemoIntro } from '../components/demo-intro';
import { DemoMarker } from '../components/demo-marker';

/** /checkout-demo: a static checkout for the Premium package that can never take a payment. */
export default function CheckoutDemoRoute() {
  usePageTitle('Checkout Demo');
  useNoIndex();
  return (
    <>
      <DemoMarker>For the HerWay team only: this checkout has no card form and can never take a payment.</DemoMarker>
      <Container className="py-10 sm:py-16">
        <div className="mx-auto max-w-2xl">
          <DemoIntro title="Checkout Demo" className="mx-auto text-center">
            <p>A static preview of the checkout, on a Premium package that is not for sale.</p>
          </DemoIntro>
          <div className="mt-8 sm:mt-10">
            <DemoCheckout />
          </div>
        </div>
      </Container>
    </>
  );
}
