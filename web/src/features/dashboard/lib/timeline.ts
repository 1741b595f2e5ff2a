import type { TimelineReply } from '@herway/shared/contracts/recruiting';
import { localDay } from './action-items';

type Step = TimelineReply['steps'][number];

/**
 * What her dashboard shows of her timeline on her local day `now`: the steps dated this month, and
 * the next step after this month (with any on the same day).
 */
export function timelineAtAGlance(steps: readonly Step[], now: Date): { thisMonth: Step[]; next: Step[] } {
  const month = localDay(now).slice(0, 7);
  const thisMonth = steps.filter((step) => step.date.startsWith(month));
  const nextDay = steps.find((step) => step.date.slice(0, 7) > month)?.date;
  return { thisMonth, next: nextDay ? steps.filter((step) => step.date === nextDay) : [] };
}

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
/** '2027-06-15' → 'June 15, 2027'. */
export const stepDay = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T00:00:00Z`));
