import { ArrowRight } from 'lucide-react';
import { FREE_CONSULTATION_MINUTES } from '@herway/shared/catalog/packages';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { CtaPanel, ctaPrimaryClass, ctaSecondaryClass } from '@/components/ui/cta-panel';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/lib/use-page-title';
import { ResourcesList } from '../components/resources-list';

export default function ResourcesRoute() {
  usePageTitle(
    'Free Resources',
    'Free recruiting PDFs for female athletes: 20 questions to ask a college coach, a school fit ranking system, a coach outreach email template and an athletic resume template.',
  );
  return (
    <>
      <PageHeader
        eyebrow="Free downloads"
        title="Free Resources"
        description="Practical tools from two college athletes who have been through recruiting. Download them free, no account needed, and put them to work today."
      />
      <Container className="py-12 sm:py-16">
        <ResourcesList />
        <CtaPanel
          id="resources-cta"
          className="mt-16 sm:mt-20"
          title="Want help putting these to work?"
          actions={
            <>
              <Link to="/contact" className={ctaPrimaryClass}>
                Book Free Consultation
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
              <Link to="/mentorship" className={ctaSecondaryClass}>
                Explore Mentorship
              </Link>
            </>
          }
        >
          <p>In a free {FREE_CONSULTATION_MINUTES}-minute consultation we look at your list, your outreach and your timeline, and give you clear next steps.</p>
        </CtaPanel>
      </Container>
    </>
  );
}
