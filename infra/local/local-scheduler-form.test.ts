import { describe, expect, it } from 'vitest';
import { sampleMentorRecords } from '@herway/functions/bookings/mentors';
import { formValues, formatWhen, utcToZonedTime, validateBooking, zonedTimeToUtc } from './local-scheduler-form';
import { renderBookingForm } from './local-scheduler-form-page';

const now = new Date('2026-03-01T12:00:00.000Z');

const mentors = sampleMentorRecords('2026-01-01T00:00:00.000Z');

describe('zonedTimeToUtc', () => {
  it('turns a wall-clock time in a zone into the instant, across daylight saving', () => {
    expect(zonedTimeToUtc('2026-01-15', '16:00', 'America/New_York').toISOString()).toBe('2026-01-15T21:00:00.000Z');
    expect(zonedTimeToUtc('2026-07-15', '16:00', 'America/New_York').toISOString()).toBe('2026-07-15T20:00:00.000Z');
    expect(zonedTimeToUtc('2026-07-15', '09:30', 'America/Los_Angeles').toISOString()).toBe('2026-07-15T16:30:00.000Z');
    expect(zonedTimeToUtc('2026-07-15', '09:30', 'America/Phoenix').toISOString()).toBe('2026-07-15T16:30:00.000Z');
    expect(zonedTimeToUtc('2026-03-08', '07:00', 'America/Chicago').toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(zonedTimeToUtc('2026-07-15', '09:30', 'UTC').toISOString()).toBe('2026-07-15T09:30:00.000Z');
  });

  it('has an inverse: the wall-clock date and time of an instant in a zone', () => {
    expect(utcToZonedTime(new Date('2026-01-15T21:00:00.000Z'), 'America/New_York')).toEqual({ date: '2026-01-15', time: '16:00' });
    expect(utcToZonedTime(new Date('2026-04-03T00:30:00.000Z'), 'America/Los_Angeles')).toEqual({ date: '2026-04-02', time: '17:30' });
  });

  it('names a time in its zone', () => {
    expect(formatWhen(new Date('2026-03-10T20:00:00.000Z'), 'America/New_York')).toBe('Tuesday, March 10, 2026 at 4:00 PM (Eastern Time)');
  });
});

describe('the booking form', () => {
  it('is prefilled from the query and keeps the UTM fields as hidden inputs', () => {
    const params = new URLSearchParams({
      mentor: 'maya-reynolds',
      name: 'Ava <Lopez>',
      email: 'ava@example.com',
      utm_content: 'athlete-1',
      utm_source: 'herway',
      other: 'x',
    });
    const html = renderBookingForm(formValues(params, now), mentors);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Book a 60-minute session with Maya Reynolds');
    expect(html).toContain('value="Ava &lt;Lopez&gt;"');
    expect(html).toContain('<input type="hidden" name="utm_content" value="athlete-1">');
    expect(html).not.toContain('name="other"');
    expect(html).toContain('value="2026-03-02"');
    for (const id of ['mentor', 'date', 'time', 'timezone', 'name', 'email']) expect(html).toContain(`<label for="${id}">`);
    expect(html).toContain('<button type="submit">Schedule Event</button>');
  });

  it('names each mistake next to its field', () => {
    const params = new URLSearchParams({ mentor: 'nobody', date: 'soon', time: '03:00', timezone: 'Mars/Base', name: ' ', email: 'nope' });
    const checked = validateBooking(formValues(params, now), params, mentors);
    expect(checked).toEqual({
      errors: {
        mentor: 'Choose a mentor.',
        date: 'Enter a date.',
        time: 'Choose a start time.',
        timeZone: 'Choose a time zone.',
        name: 'Enter your name.',
        email: 'Enter a valid email address.',
      },
    });
    const html = renderBookingForm(formValues(params, now), mentors, 'errors' in checked ? checked : {});
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-invalid="true" aria-describedby="email-error"');
  });
});
