import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { NoticeBanner } from '@/components/ui/notice';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { getDashboardQueryOptions } from '@/components/commerce/get-dashboard';

/**
 * Whether the signed-in athlete already owns the course packet (bought, or with Elite): a lifetime
 * product is never sold twice (docs/decisions/lifetime-products-sold-once.md). Asks nothing of a visitor who never signed in here.
 */
export function useOwnsCourse(): boolean {
  const { user } = useCurrentUser({ passive: true });
  const dashboard = useQuery({ ...getDashboardQueryOptions(), enabled: user !== null && !user.isAdmin });
  return dashboard.data?.entitlements.some((entitlement) => entitlement.courseId === 'course_packet' && entitlement.isActive) ?? false;
}

/** At the top of the course page for an athlete who owns it: it is hers, on her dashboard. */
export function OwnedCourseNotice() {
  return (
    <Container className="pt-6">
      <NoticeBanner
        titleId="owned-course-title"
        title="The Course Packet is yours"
        icon={CircleCheck}
        look="quiet"
        role="status"
        action={
          <Link to="/dashboard" className={buttonVariants()}>
            Go to your dashboard
          </Link>
        }
      >
        You have lifetime access: open it from your dashboard. There is nothing more to buy.
      </NoticeBanner>
    </Container>
  );
}
