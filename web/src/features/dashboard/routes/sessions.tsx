import { CalendarCheck, CalendarClock, CalendarDays, Hourglass } from 'lucide-react';
import { LoadState, WorkspacePage } from '@/components/ui/workspace-page';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { useDashboard } from '@/components/commerce/get-dashboard';
import { useSessions } from '../api/get-sessions';
import { BookingCard } from '../components/booking-card';
import { PageGuard } from '@/features/auth/components/page-guard';
import { SessionHistory } from '../components/session-history';
import { StatCard } from '@/components/ui/stat-card';
import { hasBookableSessions } from '../lib/packages';
import { sessionCounts } from '../lib/sessions';
import { useNow } from '../lib/use-now';

const TITLE = 'Your Mentorship Sessions';

function SessionsContent() {
  const dashboard = useDashboard();
  const sessions = useSessions();
  const now = useNow();

  const refresh = () => {
    void sessions.refetch();
    void dashboard.refetch();
  };

  const loading = (!sessions.data && sessions.isPending) || (!dashboard.data && dashboard.isPending);
  const failed = (!sessions.data && sessions.isError) || (!dashboard.data && dashboard.isError);

  let body;
  if (sessions.data && dashboard.data) {
    const counts = sessionCounts(sessions.data);
    const canBook = hasBookableSessions(dashboard.data.mentorshipPackages);
    body = (
      <div className="grid gap-8">
        <section aria-label="Session summary" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <StatCard label="Total Sessions" value={counts.total} icon={CalendarDays} layout="stacked-on-phone" />
          <StatCard label="Completed" value={counts.completed} icon={CalendarCheck} layout="stacked-on-phone" />
          <StatCard label="Scheduled" value={counts.scheduled} icon={CalendarClock} layout="stacked-on-phone" />
          <StatCard label="Sessions Remaining" value={dashboard.data.totalSessionsRemaining} icon={Hourglass} layout="stacked-on-phone" />
        </section>
        {canBook ? <BookingCard links={dashboard.data.bookingLinks} sessionsRemaining={dashboard.data.totalSessionsRemaining} /> : null}
        <SessionHistory sessions={sessions.data} now={now} canBook={canBook} onRefresh={refresh} refreshing={sessions.isFetching || dashboard.isFetching} />
      </div>
    );
  } else {
    body = <LoadState failed={failed || !loading} what="your sessions" onRetry={refresh} />;
  }

  return (
    <WorkspacePage
      title={TITLE}
      description="Book one-on-one sessions with your mentors, see what is coming up and mark sessions complete once they have taken place."
    >
      {body}
    </WorkspacePage>
  );
}

/** /sessions, behind the same page guard as the dashboard. */
export default function SessionsRoute() {
  usePageTitle(TITLE);
  useNoIndex();
  return (
    <PageGuard role="athlete" title={TITLE} what="your sessions">
      {() => <SessionsContent />}
    </PageGuard>
  );
}
