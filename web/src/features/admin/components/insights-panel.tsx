import { Mail, Send, Target, TrendingUp, Trophy } from 'lucide-react';
import type { AnalyticsReply } from '@herway/shared/contracts/admin';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { useSendTestEmail } from '../api/send-test-email';
import { conversionMessage, GOOD_CONVERSION_PERCENT, topSport } from '../lib/stats';
import { formatDollars } from '@/lib/money';

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The conversion rate, of those who wrote to us, and what it suggests. */
function ConversionCard({ analytics }: { analytics: AnalyticsReply }) {
  // The server's figure (docs/decisions/conversion-rate.md): distinct contact addresses that later paid.
  const rate = analytics.conversionRate;
  const good = rate > GOOD_CONVERSION_PERCENT;
  return (
    <Card className="grid content-start gap-2">
      <CardTitle className="flex items-center gap-2">
        <Target className="size-5 text-plum-700" aria-hidden="true" />
        Conversion
      </CardTitle>
      <p className="text-ink">
        <span className="text-2xl font-extrabold tabular-nums">{rate}%</span> of the people who wrote to us have since paid ({analytics.convertedEmails} of{' '}
        {plural(analytics.contactEmails, 'address', 'addresses')}).
      </p>
      <p className={good ? 'font-semibold text-emerald-800' : 'font-semibold text-plum-800'}>{conversionMessage(rate)}</p>
    </Card>
  );
}

/** Sends a test e-mail to the admin's own address. */
function EmailDeliveryCard() {
  const testEmail = useSendTestEmail();
  return (
    <Card className="grid content-start gap-3">
      <CardTitle className="flex items-center gap-2">
        <Mail className="size-5 text-plum-700" aria-hidden="true" />
        Email Delivery
      </CardTitle>
      <CardDescription>Sends a test e-mail to your own admin address to check that e-mail delivery works.</CardDescription>
      <Button variant="outline" className="justify-self-start" onClick={() => testEmail.mutate()} disabled={testEmail.isPending}>
        <Send className="size-4" aria-hidden="true" />
        {testEmail.isPending ? 'Sending...' : 'Test Email'}
      </Button>
    </Card>
  );
}

/** Insights: activity summary, conversion advice, top sport, and the e-mail test. */
export function InsightsPanel({ analytics }: { analytics: AnalyticsReply }) {
  const top = topSport(analytics);

  return (
    <section aria-labelledby="insights-title" className="grid gap-4">
      <h2 id="insights-title" className="text-xl font-bold text-ink">
        Insights
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="grid content-start gap-2">
          <CardTitle className="flex items-center gap-2">
            <TrendingUp className="size-5 text-plum-700" aria-hidden="true" />
            Activity Summary
          </CardTitle>
          <p className="text-ink">
            {plural(analytics.totalContacts, 'contact message')}, {plural(analytics.totalUsers, 'registered user')} and{' '}
            {plural(analytics.totalPayments, 'successful payment')} so far, for {formatDollars(analytics.totalRevenue)} in revenue.
          </p>
        </Card>

        <ConversionCard analytics={analytics} />

        <Card className="grid content-start gap-2">
          <CardTitle className="flex items-center gap-2">
            <Trophy className="size-5 text-plum-700" aria-hidden="true" />
            Top Sport
          </CardTitle>
          {top ? (
            <p className="text-ink">
              <span className="font-semibold">{top.sport}</span> leads with {plural(top.count, 'contact')}.
            </p>
          ) : (
            <p className="text-muted">No sport data yet.</p>
          )}
        </Card>

        <EmailDeliveryCard />
      </div>
    </section>
  );
}
