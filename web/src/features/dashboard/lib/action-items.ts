// Due dates of her mentor's action items: calendar days ('YYYY-MM-DD'), shown and compared as days
// in her own time zone, so an item due today is not overdue until tomorrow.

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

/** Her local calendar day of `now`, 'YYYY-MM-DD'. */
export function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 'Due Tue, Dec 1, 2026', and whether that day has passed. */
export function dueLabel(dueDate: string, now: Date): { text: string; overdue: boolean } {
  const overdue = dueDate < localDay(now);
  const day = dayFormat.format(new Date(`${dueDate}T00:00:00.000Z`));
  return { text: overdue ? `Overdue: was due ${day}` : `Due ${day}`, overdue };
}
