import { CheckCircle2, House, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { MentorChoice } from '@/components/commerce/mentor-choice';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { DemoIntro } from '../components/demo-intro';
import { DemoMarker } from '../components/demo-marker';
import { DemoPackageSummary } from '../components/demo-package-summary';
import { NextSteps } from '../components/next-steps';
import { starterDemo } from '../config/starter-demo';

/**
 * /demo-payment-success: the success page after a Starter purchase, with nothing bought:
 * the package, the mentors' scheduling links (new tab; `mentor_selected`), what happens next.
 */
export default function DemoPaymentSuccessRoute() {
  usePageTitle('Demo Payment Success');
  useNoIndex();
  return (
    <>
      <DemoMarker>For the HerWay team only: no payment was made and no package was created.</DemoMarker>
      <Container className="py-10 sm:py-16">
        <DemoIntro title="Demo Payment Success" className="mx-auto text-center">
          <p>What a family sees after buying the Starter package.</p>
        </DemoIntro>
        <section aria-labelledby="payment-successful-title" className="mt-10 text-center sm:mt-12">
          <CheckCircle2 className="mx-auto size-14 text-emerald-700" aria-hidden="true" />
          <h2 id="payment-successful-title" className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            Payment Successful!
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-muted">
            Thank you for your purchase! Your {starterDemo.name} is confirmed, with {starterDemo.accessMonths} months of access.
          </p>
        </section>
        <div className="mx-auto mt-10 grid max-w-4xl gap-10 sm:mt-12">
          <DemoPackageSummary />
          <MentorChoice bookingLinks={undefined} packageType={starterDemo.key} />
          <NextSteps />
          <div className="flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/dashboard" className={buttonVariants({ size: 'lg' })}>
              <LayoutDashboard className="size-5" aria-hidden="true" />
              Go to Dashboard
            </Link>
            <Link to="/" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              <House className="size-5" aria-hidden="true" />
              Back to Home
            </Link>
          </div>
        </div>
      </Container>
    </>
  );
}
