import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { CheckoutShortcuts } from '../components/checkout-shortcuts';
import { DemoIntro } from '../components/demo-intro';
import { DemoMarker } from '../components/demo-marker';
import { DiscountTester } from '../components/discount-tester';
import { SampleCodes } from '../components/sample-codes';
import { useSampleCodesShown } from '../lib/sample-code-stages';

/** In place of the page on a stage without the sample codes (prod). */
function NoSampleCodes() {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <h1 className="text-3xl font-extrabold tracking-tight text-plum-800 sm:text-4xl">Page not available</h1>
      <p className="mt-4 text-muted">The discount demo exists only on the test sites. Discount codes come from HerWay directly.</p>
      <Link to="/" className={buttonVariants({ className: 'mt-8' })}>
        Back to Home
      </Link>
    </Container>
  );
}

/** /discount-demo: the sample codes to copy, a code tried on a $500 sample, and the checkouts. */
export default function DiscountDemoRoute() {
  usePageTitle('Discount Demo');
  useNoIndex();
  if (!useSampleCodesShown()) return <NoSampleCodes />;
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
