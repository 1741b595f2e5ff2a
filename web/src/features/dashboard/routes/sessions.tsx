import { CalendarCheck, CalendarClock, CalendarDays, Hourglass } from 'lucide-react';
import { LoadState } from '@/components/ui/workspace-page';
import { useDashboard } from '@/components/commerce/get-dashboard';
import { useSessions } from '../api/get-sessions';
import { BookingCard } from '../components/booking-card';
import { PackageLedgers } from '../components/package-ledgers';
import { AthleteWorkspaceRoute } from '@/features/auth/components/athlete-workspace-route';
import { SessionHistory } from '../components/session-history';
import { StatCard } from '@/components/ui/stat-card';
import { hasBookableSessions } from '../lib/packages';
import { sessionCounts } from '../lib/sessions';
import { useNow } from '../lib/use-now';

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

  if (!sessions.data || !dashboard.data) return <LoadState failed={failed || !loading} what="your sessions" onRetry={refresh} />;
  const counts = sessionCounts(sessions.data);
  const canBook = hasBookableSessions(dashboard.data.mentorshipPackages, now);
  return (
    <div className="grid gap-8">
      <section aria-label="Session summary" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Sessions" value={counts.total} icon={CalendarDays} layout="stacked-on-phone" />
        <StatCard label="Completed" value={counts.completed} icon={CalendarCheck} layout="stacked-on-phone" />
        <StatCard label="Scheduled" value={counts.scheduled} icon={CalendarClock} layout="stacked-on-phone" />
        <StatCard label="Sessions Remaining" value={dashboard.data.totalSessionsRemaining} icon={Hourglass} layout="stacked-on-phone" />
      </section>
      <PackageLedgers packages={dashboard.data.mentorshipPackages} now={now} />
      {canBook ? <BookingCard links={dashboard.data.bookingLinks} sessionsRemaining={dashboard.data.totalSessionsRemaining} /> : null}
      <SessionHistory sessions={sessions.data} now={now} canBook={canBook} onRefresh={refresh} refreshing={sessions.isFetching || dashboard.isFetching} />
    </div>
  );
}

/** /sessions, behind the same page guard as the dashboard. */
export default function SessionsRoute() {
  return (
    <AthleteWorkspaceRoute
      title="Your Mentorship Sessions"
      description="Book one-on-one sessions with your mentors, see what is coming up and mark sessions complete once they have taken place."
      what="your sessions"
    >
      {() => <SessionsContent />}
    </AthleteWorkspaceRoute>
  );
}
