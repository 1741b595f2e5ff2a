import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { CtaPanel, ctaPrimaryClass, ctaSecondaryClass } from '@/components/ui/cta-panel';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/lib/use-page-title';
import { FaqTabs } from '../components/faq-tabs';
import { REPLY_WITHIN_HOURS } from '../config/support';

export default function FaqRoute() {
  usePageTitle(
    'Frequently Asked Questions',
    'Answers about HerWay mentorship sessions, the course packet, payments and refunds, and the college recruiting process for female high-school athletes.',
  );
  return (
    <>
      <PageHeader
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        description="Straight answers about our mentorship, the course packet, payments and the recruiting process. Pick a topic or browse them all."
      />
      <Container className="max-w-4xl py-12 sm:py-16">
        <FaqTabs />
        <CtaPanel
          id="faq-cta"
          className="mt-16 sm:mt-20"
          title="Still have questions?"
          actions={
            <>
              <Link to="/contact" className={ctaPrimaryClass}>
                Contact Us
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
              <Link to="/mentorship" className={ctaSecondaryClass}>
                View Mentorship Packages
              </Link>
            </>
          }
        >
          <p>Send us a message and we will get back to you within {REPLY_WITHIN_HOURS} hours, or see how our mentorship works.</p>
        </CtaPanel>
      </Container>
    </>
  );
}
