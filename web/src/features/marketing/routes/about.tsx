import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { CtaPanel, ctaPrimaryClass, ctaSecondaryClass } from '@/components/ui/cta-panel';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/lib/use-page-title';
import { AboutMission } from '../components/about-mission';
import { AboutValues } from '../components/about-values';
import { ConsultationLink } from '../components/home-consultation-link';

// The story names the co-founders from the shared catalog, which brings zod (~12 KB gzip); it
// starts below the fold, so it loads on its own and the top of the page does not wait for it.
const AboutStory = lazy(() => import('../components/about-story'));

export default function AboutRoute() {
  usePageTitle(
    'About Us',
    'Meet HerWay: two college athletes who went through recruiting themselves and now mentor female high-school athletes (13+) and their parents through the process.',
  );
  return (
    <>
      <PageHeader
        eyebrow="About HerWay"
        title="About Us"
        description="We are two college athletes who went through recruiting ourselves. HerWay is the guide we wish we had had."
      />
      <AboutMission />
      <Suspense fallback={<div aria-hidden="true" className="min-h-[82rem] bg-plum-50 sm:min-h-[71rem] md:min-h-[64rem] lg:min-h-[48rem]" />}>
        <AboutStory />
      </Suspense>
      <AboutValues />
      <Container className="pb-16 sm:pb-24">
        <CtaPanel
          id="about-cta-heading"
          title="Let’s talk about your journey"
          actions={
            <>
              <ConsultationLink location="about_cta" className={ctaPrimaryClass} />
              <Link to="/mentorship" className={ctaSecondaryClass}>
                Explore Mentorship
              </Link>
            </>
          }
        >
          <p>Tell us where you are in the process. We will listen, answer your questions and suggest the next step.</p>
        </CtaPanel>
      </Container>
    </>
  );
}
