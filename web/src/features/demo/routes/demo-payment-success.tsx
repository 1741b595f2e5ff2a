import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';

// Placeholder: the page's content arrives with its feature.
export default function DemoPaymentSuccessRoute() {
  usePageTitle('Demo Payment Success');
  useNoIndex();
  return (
    <Container className="py-16 sm:py-24">
      <PageHeading>Demo Payment Success</PageHeading>
    </Container>
  );
}
