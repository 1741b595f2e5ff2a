import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { usePageTitle } from '@/lib/use-page-title';

// Placeholder: the page's content arrives with its feature.
export default function ContactRoute() {
  usePageTitle('Get In Touch');
  return (
    <Container className="py-16 sm:py-24">
      <PageHeading>Get In Touch</PageHeading>
    </Container>
  );
}
