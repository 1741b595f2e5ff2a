import type { AnalyticsReply } from '@herway/shared/contracts/admin';
import { monthLabel } from '../lib/stats';
import { ColumnChart, HorizontalBarChart } from './bar-charts';
import { formatDollars } from '@/lib/money';

/**
 * The Analytics tab: contacts by sport, contacts by interest, and revenue by month.
 * Loaded as its own chunk, only when the tab opens (docs/decisions/performance-budgets.md).
 */
export default function AnalyticsCharts({ analytics }: { analytics: AnalyticsReply }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <HorizontalBarChart
        id="sport-breakdown"
        title="Sport Breakdown"
        description="Contact messages by sport"
        data={analytics.sportBreakdown.map(({ sport, count }) => ({ label: sport, value: count }))}
      />
      <HorizontalBarChart
        id="interest-breakdown"
        title="Interest Breakdown"
        description="Contact messages by interest"
        data={analytics.interestBreakdown.map(({ interest, count }) => ({ label: interest, value: count }))}
      />
      <ColumnChart
        id="monthly-revenue"
        title="Monthly Revenue"
        description="Successful payments over the last 12 months"
        tableCaption="Revenue by month"
        formatValue={formatDollars}
        data={analytics.monthlyRevenue.map(({ month, revenue }) => ({
          label: monthLabel(month).split(' ')[0] ?? month,
          longLabel: monthLabel(month, 'long'),
          value: revenue,
        }))}
      />
    </div>
  );
}
