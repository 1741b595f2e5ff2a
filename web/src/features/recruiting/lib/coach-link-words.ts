import type { CoachLink } from '@herway/shared/contracts/coach-links';

// How her coach link's opens read on /schools: counts only. An open is a page view by a person, not a
// sign of a coach's interest, so nothing here says more than the count and the day.

/** 'Tue, Nov 24', in her own time zone. */
export const openedDay = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', ...(timeZone ? { timeZone } : {}) });

/** 'Opened 2 times, last on Tue, Nov 24', 'Opened 1 time, …' or 'Not opened yet'. */
export function openedSentence(link: Pick<CoachLink, 'opens' | 'lastOpenedAt'>, timeZone?: string): string {
  if (link.opens === 0 || !link.lastOpenedAt) return 'Not opened yet';
  return `Opened ${link.opens} ${link.opens === 1 ? 'time' : 'times'}, last on ${openedDay(link.lastOpenedAt, timeZone)}`;
}
