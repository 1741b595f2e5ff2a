import { BookOpen, CalendarDays, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { DashboardReply } from '@herway/shared/contracts/dashboard';
import type { TimelineReply } from '@herway/shared/contracts/recruiting';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { Spinner } from '@/components/ui/spinner';
import type { CurrentUser } from '@/features/auth/api/get-current-user';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { useDashboard } from '@/components/commerce/get-dashboard';
import { CourseMaterials } from '../components/course-materials';
import { CourseProgressCard } from '../components/course-progress-card';
import { CertificateCard } from '../components/certificate-card';
import { EmailDeliveryNotice } from '../components/email-delivery-notice';
import { PageGuard } from '@/features/auth/components/page-guard';
import { OpenActionItems } from '../components/open-action-items';
import { PackageCard } from '../components/package-card';
import { ProfileCompleteness } from '../components/profile-completeness';
import { ReadyBanner } from '../components/ready-banner';
import { RecruitingTimeline } from '../components/recruiting-timeline';
import { StatCard } from '@/components/ui/stat-card';
import { LoadFailed } from '@/components/ui/load-failed';
import { WelcomeCard } from '../components/welcome-card';
import { useTimeline } from '../api/recruiting-timeline';
import { YourData } from '../components/your-data';
import { isActivePackage } from '../lib/packages';
import { canMarkComplete } from '../lib/sessions';
import { useNow } from '../lib/use-now';

export const DASHBOARD_LOAD_FAILURE = 'Failed to load dashboard data. Please try refreshing.';

function DashboardHeader({ firstName }: { firstName: string | null | undefined }) {
  return (
    <div className="border-b border-plum-100 bg-linear-to-b from-plum-50 to-white">
      <Container className="flex flex-col gap-6 py-10 sm:flex-row sm:items-end sm:justify-between sm:py-14">
        <div>
          <PageHeading>Welcome, {firstName?.trim() || 'Athlete'}!</PageHeading>
          <p className="mt-3 max-w-2xl text-lg text-pretty text-muted">
            Track your recruiting progress: your mentorship packages, your sessions and your course materials, all in one place.
          </p>
        </div>
        <Link to="/sessions" className={buttonVariants({ variant: 'outline', className: 'shrink-0' })}>
          <CalendarDays className="size-4" aria-hidden="true" />
          My Sessions
        </Link>
      </Container>
    </div>
  );
}

function DashboardBody({ data, timeline }: { data: DashboardReply; timeline: TimelineReply | undefined }) {
  const now = useNow();
  const purchasedCourses = data.coursePurchases.filter((purchase) => purchase.status === 'active').length;
  const activePackages = data.mentorshipPackages.filter(isActivePackage).length;
  const readyToComplete = data.upcomingSessions.filter((session) => canMarkComplete(session, now));
  const hasCourse = data.coursePurchases.length > 0 || data.entitlements.some((entitlement) => entitlement.isActive);
  const isNew = !hasCourse && data.mentorshipPackages.length === 0;

  return (
    <div className="grid gap-8">
      {data.emailDelivery ? <EmailDeliveryNotice delivery={data.emailDelivery} /> : null}

      <ReadyBanner sessions={readyToComplete} />

      <OpenActionItems items={data.openActionItems ?? []} now={now} />

      <RecruitingTimeline timeline={timeline} openItems={data.openActionItems ?? []} now={now} />

      <section aria-label="Summary" className="grid gap-4 sm:grid-cols-2">
        <StatCard label="Purchased Courses" value={purchasedCourses} icon={BookOpen} layout="stacked-on-phone" />
        <StatCard label="Active Mentorship Packages" value={activePackages} icon={Users} layout="stacked-on-phone" />
      </section>

      {isNew ? <WelcomeCard /> : null}

      {data.profileCompleteness ? <ProfileCompleteness completeness={data.profileCompleteness} /> : null}

      {data.mentorshipPackages.length > 0 ? (
        <section aria-labelledby="packages-title" className="grid gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="packages-title" className="text-xl font-bold text-ink">
              Your Mentorship Packages
            </h2>
            <p className="text-sm text-muted">
              {data.totalSessionsRemaining} {data.totalSessionsRemaining === 1 ? 'session' : 'sessions'} remaining in total
            </p>
          </div>
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {data.mentorshipPackages.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} now={now} />
            ))}
          </div>
        </section>
      ) : null}

      {data.course ? <CourseProgressCard course={data.course} /> : null}
      {/* Every lesson of every module completed, or a certificate issued before the course grew (docs/course-player.md#certificate). */}
      {data.course && (data.course.percentComplete === 100 || data.certificate) ? <CertificateCard held={data.certificate} /> : null}

      <CourseMaterials
        materials={data.courseMaterials}
        // The Course Packet is the card above, not files here.
        entitlements={data.course ? data.entitlements.filter((entitlement) => entitlement.courseId !== 'course_packet') : data.entitlements}
      />

      <YourData />
    </div>
  );
}

/** How long the page waits for her timeline once her dashboard is in; a slower one appears when it comes. */
export const TIMELINE_WAIT_MS = 3000;

function useWaitOver(ms: number): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setOver(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return over;
}

function DashboardContent({ user }: { user: CurrentUser }) {
  const dashboard = useDashboard();
  // Her timeline sits above the counts: drawn after them, it would push the page down as she reads
  // (a layout shift). The body waits for its answer too, or its failure, which leaves it out, but
  // not for long: a slow timeline does not hold the whole page.
  const timeline = useTimeline();
  const timelineWaitOver = useWaitOver(TIMELINE_WAIT_MS);
  const firstName = dashboard.data ? dashboard.data.user.firstName : user.firstName;
  return (
    <>
      <DashboardHeader firstName={firstName} />
      <Container className="py-10 sm:py-12">
        {dashboard.data && (!timeline.isPending || timelineWaitOver) ? (
          <DashboardBody data={dashboard.data} timeline={timeline.data} />
        ) : dashboard.isError ? (
          <LoadFailed message={DASHBOARD_LOAD_FAILURE} onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />
        ) : (
          <Spinner label="Loading your dashboard…" className="min-h-[30vh]" />
        )}
      </Container>
    </>
  );
}

/** /dashboard, behind the page guard. */
export default function DashboardRoute() {
  usePageTitle('Dashboard');
  useNoIndex();
  return (
    <PageGuard role="athlete" title="Dashboard" what="your dashboard">
      {(user) => <DashboardContent user={user} />}
    </PageGuard>
  );
}
