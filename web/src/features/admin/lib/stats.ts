import type { AnalyticsReply } from '@herway/shared/contracts/admin';

/** A conversion rate above 10% counts as good. */
export const GOOD_CONVERSION_PERCENT = 10;

/** The Insights tab's advice for a conversion rate (the rounded percent shown). */
export function conversionMessage(ratePercent: number): string {
  return ratePercent > GOOD_CONVERSION_PERCENT ? 'Great work!' : 'Consider following up with more prospects.';
}

/** The sport named most by contacts (breakdowns arrive sorted, highest first), if any. */
export function topSport(analytics: Pick<AnalyticsReply, 'sportBreakdown'>): { sport: string; count: number } | undefined {
  return [...analytics.sportBreakdown].sort((a, b) => b.count - a.count)[0];
}

/** 'YYYY-MM' → 'Aug 2025' (short) or 'August 2025' (long). */
export function monthLabel(month: string, style: 'short' | 'long' = 'short'): string {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index) return month;
  return new Intl.DateTimeFormat('en-US', { month: style, year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, index - 1, 1)));
}
