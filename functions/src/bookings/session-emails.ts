import { createEvent } from 'ics';
import { CHANGE_NOTICE_HOURS } from '@herway/shared/catalog/session-policy';
import type { BookingRecord } from './store/booking-repo';
import type { EmailMessage } from '../mail/email';
import { escapeHtml } from '../kernel/html-text';

// The reminder 24 hours before a session (with an .ics invitation and the join details the
// scheduler gave) and the nudge after it to mark it complete (docs/sessions-and-reminders.md). Pure.

export interface SessionEmailOptions {
  to: string;
  firstName?: string | null;
  /** The site's origin, for the link to /sessions. */
  siteOrigin: string;
  supportEmail: string;
}

type SessionBooking = Pick<
  BookingRecord,
  'id' | 'mentorName' | 'sessionDate' | 'sessionDuration' | 'joinUrl' | 'location' | 'timeZone' | 'rescheduleUrl' | 'cancelUrl'
>;

/** "Thursday, December 10, 2026 at 12:00 PM EST", in the zone she booked in (Eastern Time if unknown). */
export function sessionWhen(booking: Pick<BookingRecord, 'sessionDate' | 'timeZone'>): string {
  return (
    new Intl.DateTimeFormat('en-US', {
      timeZone: booking.timeZone ?? 'America/New_York',
      dateStyle: 'full',
      timeStyle: 'short',
    }).format(new Date(booking.sessionDate ?? 0)) + ` ${zoneName(booking)}`
  );
}

function zoneName(booking: Pick<BookingRecord, 'sessionDate' | 'timeZone'>): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: booking.timeZone ?? 'America/New_York', timeZoneName: 'short' }).formatToParts(
    new Date(booking.sessionDate ?? 0),
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

const withMentor = (booking: SessionBooking) => (booking.mentorName ? ` with ${booking.mentorName}` : '');

/** The session as a calendar invitation (RFC 5545), one event, in UTC. */
export function sessionCalendarFile(booking: SessionBooking, siteOrigin: string): string {
  const start = new Date(booking.sessionDate ?? 0);
  const where = booking.joinUrl ?? booking.location;
  const { error, value } = createEvent({
    productId: 'herway/sessions',
    method: 'PUBLISH',
    uid: `${booking.id}@herway`,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: booking.sessionDuration },
    title: `HerWay mentorship session${withMentor(booking)}`,
    description: [where ? `Join: ${where}` : undefined, `Your sessions: ${siteOrigin}/sessions`].filter(Boolean).join('\n'),
    ...(where ? { location: where } : {}),
    ...(booking.joinUrl ? { url: booking.joinUrl } : {}),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw new Error(`Could not write the calendar file of booking ${booking.id}: ${error?.message ?? 'empty'}`);
  return value;
}

function greeting(firstName: string | null | undefined): string {
  return firstName ? `Hi ${firstName},` : 'Hi,';
}

function wrap(lines: readonly string[], options: SessionEmailOptions): Pick<EmailMessage, 'text' | 'html'> {
  const support = `Questions? Reply to this e-mail or write to ${options.supportEmail}.`;
  return {
    text: [greeting(options.firstName), '', ...lines.flatMap((line) => [line, '']), support, '', 'The HerWay team'].join('\n'),
    html: [
      `<p>${escapeHtml(greeting(options.firstName))}</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>Questions? Reply to this e-mail or write to <a href="mailto:${escapeHtml(options.supportEmail)}">${escapeHtml(options.supportEmail)}</a>.</p>`,
      '<p>The HerWay team</p>',
    ].join(''),
  };
}

/** The reminder, 24 hours before: when, how to join, the calendar file, and the policy. */
export function sessionReminderEmail(booking: SessionBooking, options: SessionEmailOptions): EmailMessage {
  const join = booking.joinUrl
    ? `Join the call: ${booking.joinUrl}`
    : booking.location
      ? `Where: ${booking.location}`
      : 'Your mentor will send the call link before it starts.';
  const lines = [
    `Your HerWay mentorship session${withMentor(booking)} is tomorrow: ${sessionWhen(booking)} (${booking.sessionDuration} minutes).`,
    join,
    'The attached invitation adds it to your calendar.',
    `It is now less than ${CHANGE_NOTICE_HOURS} hours away, so cancelling counts the session as used. Your sessions: ${options.siteOrigin}/sessions`,
  ];
  return {
    kind: 'session-reminder',
    to: options.to,
    replyTo: options.supportEmail,
    subject: `Reminder: your HerWay session${withMentor(booking)} is tomorrow`,
    ...wrap(lines, options),
    attachments: [
      {
        fileName: 'herway-session.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: sessionCalendarFile(booking, options.siteOrigin),
      },
    ],
  };
}

/** The nudge after the session: mark it complete so her package's counts stay right. */
export function sessionNudgeEmail(booking: SessionBooking, options: SessionEmailOptions): EmailMessage {
  const lines = [
    `We hope your session${withMentor(booking)} on ${sessionWhen(booking)} went well.`,
    `Please mark it complete on your sessions page, so your package shows the sessions you have left: ${options.siteOrigin}/sessions`,
    'If it did not happen, reply to this e-mail and we will sort it out.',
  ];
  return {
    kind: 'session-nudge',
    to: options.to,
    replyTo: options.supportEmail,
    subject: `How was your session${withMentor(booking)}? Mark it complete`,
    ...wrap(lines, options),
  };
}

/** "Monday, December 7, 2026" for an action item's due day (a calendar day, no time zone). */
const dueDay = (day: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'full' }).format(new Date(`${day}T00:00:00.000Z`));

/** Her mentor's notes after a session were saved with something new: where to read them, and her action items. */
export function mentorNotesEmail(
  booking: Pick<BookingRecord, 'mentorName' | 'sessionDate' | 'timeZone'>,
  actionItems: readonly { text: string; dueDate: string | null; doneAt: string | null }[],
  options: SessionEmailOptions,
): EmailMessage {
  const open = actionItems.filter((item) => item.doneAt === null);
  const lines = [
    `Your mentor${booking.mentorName ? `, ${booking.mentorName},` : ''} wrote notes after your session on ${sessionWhen(booking)}.`,
    ...(open.length > 0 ? [`Your action items:`, ...open.map((item) => `• ${item.text}${item.dueDate ? ` (due ${dueDay(item.dueDate)})` : ''}`)] : []),
    `Read the notes and tick your action items done on your sessions page: ${options.siteOrigin}/sessions`,
  ];
  return {
    kind: 'mentor-notes',
    to: options.to,
    replyTo: options.supportEmail,
    subject: `Notes from your HerWay session${booking.mentorName ? ` with ${booking.mentorName}` : ''}`,
    ...wrap(lines, options),
  };
}
