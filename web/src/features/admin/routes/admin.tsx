import { Banknote, CircleDollarSign, FolderUp, Home, LogOut, Mail, Percent, Users } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AnalyticsReply } from '@herway/shared/contracts/admin';
import { Button, buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { getErrorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useAnalytics } from '../api/get-analytics';
import { useAdminLogout } from '../api/logout-admin';
import { AdminListPanel } from '../components/admin-list-panel';
import { AdminFrame } from '../components/admin-section-page';
import { StatCard } from '@/components/ui/stat-card';
import { ContactsPanel } from '../components/contacts-panel';
import { InsightsPanel } from '../components/insights-panel';
import { NO_USERS, UsersTable } from '../components/users-table';
import { formatDollars } from '@/lib/money';
import { LoadFailed } from '@/components/ui/load-failed';

// The charts are their own chunk, fetched when the Analytics tab opens (docs/decisions/performance-budgets.md); so is the
// payments table, with its refund dialog (Radix Dialog, the refund form), when Payments opens.
const AnalyticsCharts = lazy(() => import('../components/analytics-charts'));
const PaymentsTable = lazy(() => import('../components/payments-table').then((module) => ({ default: module.PaymentsTable })));

const stats = [
  { label: 'Total Contacts', icon: Mail, value: (analytics: AnalyticsReply) => String(analytics.totalContacts) },
  { label: 'Total Users', icon: Users, value: (analytics: AnalyticsReply) => String(analytics.totalUsers) },
  { label: 'Total Revenue', icon: CircleDollarSign, value: (analytics: AnalyticsReply) => formatDollars(analytics.totalRevenue) },
  { label: 'Successful Payments', icon: Banknote, value: (analytics: AnalyticsReply) => String(analytics.totalPayments) },
  { label: 'Conversion Rate', icon: Percent, value: (analytics: AnalyticsReply) => `${analytics.conversionRate}%` },
] as const;

const STATS_GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-5';

/** The five figures over the tabs. */
export function AdminStats({ analytics }: { analytics: AnalyticsReply }) {
  return (
    <section aria-label="Summary" className={STATS_GRID}>
      {stats.map((stat) => (
        <StatCard key={stat.label} label={stat.label} value={stat.value(analytics)} icon={stat.icon} />
      ))}
    </section>
  );
}

/** The five cards, their figures to come: the tabs under them do not move when they arrive (no layout shift). */
function AdminStatsLoading() {
  return (
    <section aria-label="Summary" aria-busy="true" className={STATS_GRID}>
      <span role="status" className="sr-only">
        Loading analytics…
      </span>
      {stats.map((stat) => (
        <StatCard key={stat.label} label={stat.label} value="…" icon={stat.icon} />
      ))}
    </section>
  );
}

function AnalyticsState({
  query,
  children,
  loading = <Spinner label="Loading analytics…" className="py-10" />,
}: {
  query: ReturnType<typeof useAnalytics>;
  children: (analytics: AnalyticsReply) => ReactNode;
  loading?: ReactNode;
}) {
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <LoadFailed message="Failed to load analytics." detail={getErrorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  return <>{loading}</>;
}

const tabs = [
  { value: 'contacts', label: 'Contacts' },
  { value: 'users', label: 'User Accounts' },
  { value: 'payments', label: 'Payments' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'insights', label: 'Insights' },
] as const;

function AdminDashboard() {
  const analytics = useAnalytics();
  // The admin's own row offers no removal of her own access.
  const { user } = useCurrentUser();

  return (
    <Container className="grid gap-8 py-10 sm:py-12">
      <AnalyticsState query={analytics} loading={<AdminStatsLoading />}>
        {(data) => <AdminStats analytics={data} />}
      </AnalyticsState>

      <Tabs defaultValue="contacts" className="grid gap-6">
        <TabsList aria-label="Admin sections">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="contacts">
          <ContactsPanel />
        </TabsContent>
        <TabsContent value="users">
          <AdminListPanel name="users" title="User Accounts" what="user accounts" empty={NO_USERS}>
            {(rows) => <UsersTable users={rows} {...(user ? { currentUserId: user.id } : {})} />}
          </AdminListPanel>
        </TabsContent>
        <TabsContent value="payments">
          <AdminListPanel name="payments" title="Payments" what="payments" empty="No payments yet">
            {(rows) => (
              <Suspense fallback={<Spinner label="Loading payments…" className="py-10" />}>
                <PaymentsTable payments={rows} />
              </Suspense>
            )}
          </AdminListPanel>
        </TabsContent>
        <TabsContent value="analytics">
          <section aria-labelledby="analytics-title" className="grid gap-4">
            <h2 id="analytics-title" className="text-xl font-bold text-ink">
              Analytics
            </h2>
            <AnalyticsState query={analytics}>
              {(data) => (
                <Suspense fallback={<Spinner label="Loading charts…" className="py-10" />}>
                  <AnalyticsCharts analytics={data} />
                </Suspense>
              )}
            </AnalyticsState>
          </section>
        </TabsContent>
        <TabsContent value="insights">
          <AnalyticsState query={analytics}>{(data) => <InsightsPanel analytics={data} />}</AnalyticsState>
        </TabsContent>
      </Tabs>
    </Container>
  );
}

function AdminActions() {
  const logout = useAdminLogout();
  return (
    <>
      <Link to="/admin/content" className={buttonVariants({ variant: 'outline' })}>
        <FolderUp className="size-4" aria-hidden="true" />
        Manage Content
      </Link>
      <Link to="/" className={buttonVariants({ variant: 'outline' })}>
        <Home className="size-4" aria-hidden="true" />
        Back to Home
      </Link>
      <Button variant="primary" onClick={() => logout.mutate()} disabled={logout.isPending}>
        <LogOut className="size-4" aria-hidden="true" />
        Logout
      </Button>
    </>
  );
}

/** /admin: stats and the five tabs, for admins; anyone else goes to /admin-login. */
export default function AdminRoute() {
  return (
    <AdminFrame title="Admin Dashboard" description="Leads, accounts, payments and how HerWay is doing." whenDenied="admin-login" actions={<AdminActions />}>
      {() => <AdminDashboard />}
    </AdminFrame>
  );
}
