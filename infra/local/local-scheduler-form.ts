import type { MentorRecord } from '@herway/functions/bookings/store/mentor-repo';

// The local scheduler's booking form (local-scheduler.ts): the times and zones it offers, its
// values from a query or a posted form, and their validation. Time zones without a library.

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
type UtmField = (typeof UTM_FIELDS)[number];
export type Tracking = Partial<Record<UtmField, string>>;

export const TIME_ZONES: readonly { id: string; label: string }[] = [
  { id: 'America/New_York', label: 'Eastern Time' },
  { id: 'America/Chicago', label: 'Central Time' },
  { id: 'America/Denver', label: 'Mountain Time' },
  { id: 'America/Phoenix', label: 'Arizona Time' },
  { id: 'America/Los_Angeles', label: 'Pacific Time' },
  { id: 'America/Anchorage', label: 'Alaska Time' },
  { id: 'Pacific/Honolulu', label: 'Hawaii Time' },
  { id: 'UTC', label: 'UTC' },
];

/** Start times offered, every 30 minutes from 7:00 to 21:30. */
export const START_TIMES: readonly string[] = Array.from({ length: 30 }, (_, index) => {
  const minutes = 7 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The offset of a zone from UTC at an instant, in ms, from Intl. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock date and time ('2025-12-02', '14:00') names in a time zone. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let instant = wall - zoneOffsetMs(wall, timeZone);
  const corrected = wall - zoneOffsetMs(instant, timeZone);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/** The wall-clock date and time of an instant in a time zone: the inverse of zonedTimeToUtc. */
export function utcToZonedTime(instant: Date, timeZone: string): { date: string; time: string } {
  const wall = new Date(instant.getTime() + zoneOffsetMs(instant.getTime(), timeZone)).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** 'Tuesday, March 10, 2026 at 4:00 PM (Eastern Time)'. */
export function formatWhen(start: Date, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(start);
  return `${when} (${TIME_ZONES.find((zone) => zone.id === timeZone)?.label ?? timeZone})`;
}

/** A mentor the scheduler books with (the site's active mentors: mentor-directory.ts). */
export type SchedulerMentor = Pick<MentorRecord, 'id' | 'name' | 'sport' | 'school' | 'sessionMinutes'>;

export interface BookingRequest {
  mentor: SchedulerMentor;
  start: Date;
  timeZone: string;
  name: string;
  email: string;
  tracking: Tracking;
}

export interface FormValues {
  mentor: string;
  date: string;
  time: string;
  timeZone: string;
  name: string;
  email: string;
  tracking: Tracking;
}

export type FormErrors = Partial<Record<'mentor' | 'date' | 'time' | 'timeZone' | 'name' | 'email', string>>;

function trackingFrom(params: URLSearchParams): Tracking {
  const tracking: Tracking = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(field)?.trim();
    if (value) tracking[field] = value.slice(0, 255);
  }
  return tracking;
}

function tomorrow(now: Date): string {
  return new Date(now.getTime() + 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** The form's values from a query (GET) or a posted form. */
export function formValues(params: URLSearchParams, now: Date): FormValues {
  const zone = params.get('timezone') ?? '';
  return {
    mentor: params.get('mentor') ?? '',
    date: params.get('date') ?? tomorrow(now),
    time: params.get('time') ?? '16:00',
    timeZone: TIME_ZONES.some((candidate) => candidate.id === zone) ? zone : 'America/New_York',
    name: (params.get('name') ?? '').slice(0, 200),
    email: (params.get('email') ?? '').slice(0, 254),
    tracking: trackingFrom(params),
  };
}

/** Checks a posted booking; the request to send, or the errors to show. */
export function validateBooking(
  values: FormValues,
  params: URLSearchParams,
  mentors: readonly SchedulerMentor[],
): { request: BookingRequest } | { errors: FormErrors } {
  const errors: FormErrors = {};
  const mentor = mentors.find((candidate) => candidate.id === values.mentor);
  if (!mentor) errors.mentor = 'Choose a mentor.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') || Number.isNaN(new Date(`${values.date}T00:00:00Z`).getTime())) errors.date = 'Enter a date.';
  if (!START_TIMES.includes(params.get('time') ?? '')) errors.time = 'Choose a start time.';
  if (!TIME_ZONES.some((zone) => zone.id === params.get('timezone'))) errors.timeZone = 'Choose a time zone.';
  const name = values.name.trim();
  if (!name) errors.name = 'Enter your name.';
  const email = values.email.trim();
  if (!EMAIL.test(email)) errors.email = 'Enter a valid email address.';
  if (!mentor || Object.keys(errors).length > 0) return { errors };
  return {
    request: { mentor, start: zonedTimeToUtc(values.date, values.time, values.timeZone), timeZone: values.timeZone, name, email, tracking: values.tracking },
  };
}
