import { analyticsReplySchema } from '@herway/shared/contracts/admin';
import { describe, expect, it } from 'vitest';
import { buildAnalytics, conversionPercent, lastMonths } from './analytics';

const now = new Date('2026-03-15T10:00:00.000Z');

describe('buildAnalytics', () => {
  it('reads the totals, with revenue in dollars', () => {
    const reply = buildAnalytics([{ SK: 'TOTALS', contacts: 12, users: 5, payments: 3, revenueCents: 120_050 }], now);
    expect(reply).toMatchObject({ totalContacts: 12, totalUsers: 5, totalPayments: 3, totalRevenue: 1200.5 });
    expect(analyticsReplySchema.parse(reply)).toEqual(reply);
  });

  it('gives the conversion rate as converted addresses ÷ contact addresses, rounded, never payments ÷ contacts', () => {
    const reply = buildAnalytics([{ SK: 'TOTALS', contacts: 40, payments: 9, contactEmails: 30, convertedEmails: 2 }], now);
    expect(reply).toMatchObject({ contactEmails: 30, convertedEmails: 2, conversionRate: 7 });
    expect(conversionPercent(1, 3)).toBe(33);
    expect(conversionPercent(2, 3)).toBe(67);
    expect(conversionPercent(0, 0)).toBe(0);
    expect(conversionPercent(5, 4)).toBe(100);
  });

  it('answers zeros and empty breakdowns before anything was counted', () => {
    const reply = buildAnalytics([], now);
    expect(reply).toMatchObject({ totalContacts: 0, totalUsers: 0, totalRevenue: 0, totalPayments: 0, sportBreakdown: [], interestBreakdown: [] });
    expect(reply.monthlyRevenue).toHaveLength(12);
    expect(reply.monthlyRevenue.every((month) => month.revenue === 0)).toBe(true);
  });

  it('sorts the breakdowns by count, highest first, by their labels, leaving out zeros', () => {
    const reply = buildAnalytics(
      [
        { SK: 'SPORT#soccer', count: 2, label: 'Soccer' },
        { SK: 'SPORT#not specified', count: 5, label: 'Not specified' },
        { SK: 'SPORT#golf', count: 2, label: 'Golf' },
        { SK: 'SPORT#tennis', count: 0, label: 'Tennis' },
        { SK: 'SPORT#rowing', count: 1 },
        { SK: 'INTEREST#Course Packet', count: 1, label: 'Course Packet' },
        { SK: 'INTEREST#Mentorship Program', count: 4, label: 'Mentorship Program' },
        { SK: 'ACCESS', count: 99 },
      ],
      now,
    );
    expect(reply.sportBreakdown).toEqual([
      { sport: 'Not specified', count: 5 },
      { sport: 'Golf', count: 2 },
      { sport: 'Soccer', count: 2 },
      { sport: 'rowing', count: 1 },
    ]);
    expect(reply.interestBreakdown).toEqual([
      { interest: 'Mentorship Program', count: 4 },
      { interest: 'Course Packet', count: 1 },
    ]);
  });

  it('gives the last 12 months oldest first, in dollars, a month without revenue at 0', () => {
    const reply = buildAnalytics(
      [
        { SK: 'MONTH#2026-03', revenueCents: 40_000, payments: 1 },
        { SK: 'MONTH#2025-04', revenueCents: 15_000 },
        { SK: 'MONTH#2025-03', revenueCents: 99_900 },
        { SK: 'MONTH#2026-01', revenueCents: -500 },
      ],
      now,
    );
    expect(reply.monthlyRevenue.map((month) => month.month)).toEqual(lastMonths(now));
    expect(reply.monthlyRevenue[0]).toEqual({ month: '2025-04', revenue: 150 });
    expect(reply.monthlyRevenue.at(-1)).toEqual({ month: '2026-03', revenue: 400 });
    expect(reply.monthlyRevenue.find((month) => month.month === '2026-01')?.revenue).toBe(0);
    expect(reply.monthlyRevenue.some((month) => month.month === '2025-03')).toBe(false);
  });

  it('counts months across a year boundary', () => {
    expect(lastMonths(new Date('2026-01-31T23:59:59.000Z'), 3)).toEqual(['2025-11', '2025-12', '2026-01']);
  });
});
