import { ArrowDown } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { CtaPanel, ctaPrimaryClass, ctaSecondaryClass } from '@/components/ui/cta-panel';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/lib/use-page-title';
import { ConsultationLink } from '../components/home-consultation-link';
import { MentorshipPricing } from '../components/mentorship-pricing';
import { MentorshipSteps } from '../components/mentorship-steps';
import { MentorshipTopics } from '../components/mentorship-topics';
import { PurchaseButton } from '../components/purchase-button';

export default function MentorshipRoute() {
  usePageTitle(
    'Mentorship Program',
    'One-on-one recruiting mentorship for female high-school athletes: 60-minute video sessions with a college athlete. Free consultation; Starter, Growth and Elite packages.',
  );
  return (
    <>
      <PageHeader
        eyebrow="One-on-one mentorship"
        title="Mentorship Program"
        description="Personal video sessions with a college athlete who has been through recruiting. Start with a free consultation, then choose the package that fits your goals."
      >
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ConsultationLink location="mentorship_header" className={buttonVariants({ size: 'lg' })} />
          <a href="#packages" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            See Packages
            <ArrowDown className="size-4" aria-hidden="true" />
          </a>
        </div>
      </PageHeader>
      <MentorshipTopics />
      <MentorshipPricing />
      <MentorshipSteps />
      <Container className="pb-16 sm:pb-24">
        <CtaPanel
          id="mentorship-cta-heading"
          title="Not sure which package is right for you?"
          actions={
            <>
              <ConsultationLink location="mentorship_cta" className={ctaPrimaryClass}>
                Schedule Free Consultation
              </ConsultationLink>
              <PurchaseButton product="elite" location="mentorship_cta" className={ctaSecondaryClass}>
                Start Elite Package
              </PurchaseButton>
            </>
          }
        >
          <p>
            Talk it through with us first. In a free consultation we look at where you are and recommend the support that makes sense, with no pressure to buy.
          </p>
        </CtaPanel>
      </Container>
    </>
  );
}
