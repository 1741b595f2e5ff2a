import { Container } from '@/components/ui/container';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { CheckoutShortcuts } from '../components/checkout-shortcuts';
import { DemoIntro } from '../components/demo-intro';
import { DemoMarker } from '../components/demo-marker';
import { DiscountTester } from '../components/discount-tester';
import { SampleCodes } from '../components/sample-codes';

/** /discount-demo (SPEC §2): the sample codes to copy, a code tried on a $500 sample, and the checkouts. */
export default function DiscountDemoRoute() {
  usePageTitle('Discount Demo');
  useNoIndex();
  return (
    <>
      <DemoMarker />
      <Container className="grid gap-10 py-10 sm:gap-12 sm:py-16">
        <DemoIntro title="Discount Demo">
          <p>The discount codes to share with families, and a place to check what each one takes off.</p>
        </DemoIntro>
        <SampleCodes />
        <div className="grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
          <DiscountTester />
          <CheckoutShortcuts />
        </div>
      </Container>
    </>
  );
}
