import { ArrowLeft, CalendarCheck, CalendarClock, CalendarDays, Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { Spinner } from '@/components/ui/spinner';
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
  } else if (failed || !loading) {
    body = (
      <div role="alert" className="rounded-2xl border border-danger-700/30 bg-danger-50 p-6 text-center">
        <p className="font-semibold text-danger-800">Failed to load your sessions. Please try refreshing.</p>
        <Button variant="outline" className="mt-4" onClick={refresh}>
          Try again
        </Button>
      </div>
    );
  } else {
    body = <Spinner label="Loading your sessions…" className="min-h-[30vh]" />;
  }

  return (
    <>
      <div className="border-b border-plum-100 bg-linear-to-b from-plum-50 to-white">
        <Container className="py-10 sm:py-14">
          <Link to="/dashboard" className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Dashboard
          </Link>
          <PageHeading className="mt-3">{TITLE}</PageHeading>
          <p className="mt-3 max-w-2xl text-lg text-pretty text-muted">
            Book one-on-one sessions with your mentors, see what is coming up and mark sessions complete once they have taken place.
          </p>
        </Container>
      </div>
      <Container className="py-10 sm:py-12">{body}</Container>
    </>
  );
}

/** /sessions (SPEC §2), behind the same page guard as the dashboard. */
export default function SessionsRoute() {
  usePageTitle(TITLE);
  useNoIndex();
  return (
    <PageGuard role="athlete" title={TITLE} what="your sessions">
      {() => <SessionsContent />}
    </PageGuard>
  );
}
