import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { CtaPanel, ctaPrimaryClass, ctaSecondaryClass } from '@/components/ui/cta-panel';
import { usePageTitle } from '@/lib/use-page-title';
import { CourseBenefits } from '../components/course-benefits';
import { CourseBundle } from '../components/course-bundle';
import { CourseHero } from '../components/course-hero';
import { CourseModules } from '../components/course-modules';
import { ConsultationLink } from '../components/home-consultation-link';
import { OwnedCourseNotice, useOwnsCourse } from '../components/owned-course';
import { PurchaseButton, coursePurchaseLabel } from '../components/purchase-button';
import { useCoursePreOrder } from '@/components/commerce/course-release';

export default function CourseRoute() {
  usePageTitle(
    'Course Packet',
    'The HerWay Course Packet: nine self-paced modules on college recruiting for female athletes, from divisions and eligibility to coach outreach and offers. $150, lifetime access.',
  );
  // An athlete who owns it is told so, and sent to her dashboard rather than to a checkout.
  const owned = useOwnsCourse();
  const preOrder = useCoursePreOrder();
  return (
    <>
      {owned ? <OwnedCourseNotice /> : null}
      <CourseHero preOrder={preOrder} />
      <CourseModules />
      <CourseBenefits />
      <CourseBundle preOrder={preOrder} />
      <Container className="pb-16 sm:pb-24">
        <CtaPanel
          id="course-cta-heading"
          title="Start your recruiting journey today"
          actions={
            <>
              {owned ? (
                <Link to="/dashboard" className={ctaPrimaryClass}>
                  Open it on your dashboard
                </Link>
              ) : (
                <PurchaseButton product="full_packet" location="course_cta" className={ctaPrimaryClass}>
                  {coursePurchaseLabel(preOrder)}
                </PurchaseButton>
              )}
              <ConsultationLink location="course_cta" className={ctaSecondaryClass} />
            </>
          }
        >
          <p>Questions first? Book a free consultation and we will help you decide whether the course is right for you.</p>
        </CtaPanel>
      </Container>
    </>
  );
}
