// The session change policy (the terms: "reschedule needs 24 hours' notice, no refund for
// less"; docs/product-rules.md#changing-a-session-the-24-hour-policy): one rule for the sessions
// page, the webhook consumer and the reminder e-mails.

/** How long before a session starts it can still be cancelled or rescheduled. */
export const CHANGE_NOTICE_HOURS = 24;
const CHANGE_NOTICE_MS = CHANGE_NOTICE_HOURS * 3600_000;

/** The last moment a session starting at `sessionDate` can be changed with its session given back. */
export function changeDeadline(sessionDate: string): Date {
  return new Date(new Date(sessionDate).getTime() - CHANGE_NOTICE_MS);
}

/** Whether a change made at `at` gives notice enough: at least 24 hours before the session starts. */
export function isTimelyChange(sessionDate: string, at: Date): boolean {
  return at.getTime() <= changeDeadline(sessionDate).getTime();
}

/** The policy as the sessions page and the reminder e-mail state it. */
export const CHANGE_POLICY_TEXT = `You can cancel or reschedule a session up to ${CHANGE_NOTICE_HOURS} hours before it starts, and the session goes back to your package. A session cancelled with less notice counts as used.`;
