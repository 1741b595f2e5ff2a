import type { AnalyticsReply } from '@herway/shared/contracts/admin';

// The admin's analytics (the figures and the Analytics tab) from the pre-aggregated STATS
// counter items (stats-repo.ts), never from the records. Pure: the items in, the reply out.
//
// Counter items (sort key: attributes), written with ADD by the writers' own transactions:
//   TOTALS          contacts, users, payments, revenueCents; contactEmails (distinct addresses
//                   that sent a message) and convertedEmails (those that later paid), each added
//                   once per address (lead-repo.ts)
//   SPORT#<key>     count, label   (contacts by sport; key normalised, label as first typed)
//   INTEREST#<type> count, label   (contacts by interest type)
//   MONTH#YYYY-MM   revenueCents (and payments) of the payments made that month, UTC
// Other counters (ACCESS, ...) are ignored here.

export interface CounterItem {
  SK?: unknown;
  [attribute: string]: unknown;
}

/** Months of revenue shown, ending with the current one. */
export const REVENUE_MONTHS = 12;

const count = (value: unknown): number => {
  const number = Number(value ?? 0);
  return Number.isFinite(number) && number > 0 ? Math.trunc(number) : 0;
};

/** Cents to dollars, never negative (a refund in a later month cannot push a figure below 0). */
const dollars = (cents: unknown): number => count(cents) / 100;

/** 'YYYY-MM' of the `REVENUE_MONTHS` months ending with `now`'s month (UTC), oldest first. */
export function lastMonths(now: Date, months = REVENUE_MONTHS): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: months }, (_, index) => {
    const date = new Date(Date.UTC(year, month - (months - 1 - index), 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

function breakdown(counters: readonly CounterItem[], prefix: string): { label: string; count: number }[] {
  return counters
    .filter((item) => String(item.SK ?? '').startsWith(prefix))
    .map((item) => ({
      label: typeof item.label === 'string' && item.label.trim() !== '' ? item.label : String(item.SK).slice(prefix.length),
      count: count(item.count),
    }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** docs/decisions/conversion-rate.md: converted addresses ÷ contact addresses, a rounded percent (0 without contacts, never above 100). */
export function conversionPercent(convertedEmails: number, contactEmails: number): number {
  if (contactEmails <= 0) return 0;
  return Math.round((Math.min(convertedEmails, contactEmails) / contactEmails) * 100);
}

export function buildAnalytics(counters: readonly CounterItem[], now: Date): AnalyticsReply {
  const bySortKey = new Map(counters.map((item) => [String(item.SK ?? ''), item]));
  const totals = bySortKey.get('TOTALS') ?? {};
  return {
    totalContacts: count(totals.contacts),
    totalUsers: count(totals.users),
    totalRevenue: dollars(totals.revenueCents),
    totalPayments: count(totals.payments),
    contactEmails: count(totals.contactEmails),
    convertedEmails: count(totals.convertedEmails),
    conversionRate: conversionPercent(count(totals.convertedEmails), count(totals.contactEmails)),
    sportBreakdown: breakdown(counters, 'SPORT#').map(({ label, count: n }) => ({ sport: label, count: n })),
    interestBreakdown: breakdown(counters, 'INTEREST#').map(({ label, count: n }) => ({ interest: label, count: n })),
    monthlyRevenue: lastMonths(now).map((month) => ({ month, revenue: dollars(bySortKey.get(`MONTH#${month}`)?.revenueCents) })),
  };
}
