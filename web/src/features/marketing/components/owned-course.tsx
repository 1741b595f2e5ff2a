import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { getDashboardQueryOptions } from '@/components/commerce/get-dashboard';

/**
 * Whether the signed-in athlete already owns the course packet (bought, or with Elite): a lifetime
 * product is never sold twice (DESIGN §8). Asks nothing of a visitor who never signed in here.
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
      <section
        role="status"
        aria-labelledby="owned-course-title"
        className="flex flex-col items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex items-start gap-3">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-800" aria-hidden="true" />
          <div>
            <h2 id="owned-course-title" className="font-semibold text-ink">
              The Course Packet is yours
            </h2>
            <p className="text-sm text-muted">You have lifetime access: open it from your dashboard. There is nothing more to buy.</p>
          </div>
        </div>
        <Link to="/dashboard" className={buttonVariants()}>
          Go to your dashboard
        </Link>
      </section>
    </Container>
  );
}
