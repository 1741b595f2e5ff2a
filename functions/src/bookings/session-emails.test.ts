import { describe, expect, it } from 'vitest';
import { sessionCalendarFile, sessionNudgeEmail, sessionReminderEmail, sessionWhen } from './session-emails';

const booking = {
  id: 'pi_1_8f0c',
  mentorName: 'Maya Reynolds',
  sessionDate: '2026-12-10T17:00:00.000Z',
  sessionDuration: 60,
  joinUrl: 'https://meet.example.com/abc-defg',
  timeZone: 'America/Chicago',
};
const options = { to: 'ava@example.com', firstName: 'Ava', siteOrigin: 'https://herway.com', supportEmail: 'support@herway.com' };

describe('the reminder e-mail', () => {
  it('says when in the zone she booked in, how to join, and attaches the invitation', () => {
    const email = sessionReminderEmail(booking, options);
    expect(email).toMatchObject({
      to: 'ava@example.com',
      replyTo: 'support@herway.com',
      subject: 'Reminder: your HerWay session with Maya Reynolds is tomorrow',
    });
    expect(email.text).toContain('Thursday, December 10, 2026 at 11:00 AM CST (60 minutes)');
    expect(email.text).toContain('Join the call: https://meet.example.com/abc-defg');
    expect(email.text).toContain('https://herway.com/sessions');
    expect(email.html).toContain('Hi Ava,');
    expect(email.attachments).toEqual([expect.objectContaining({ fileName: 'herway-session.ics', contentType: expect.stringContaining('text/calendar') })]);
  });

  it('escapes what the scheduler wrote in the HTML', () => {
    const email = sessionReminderEmail({ ...booking, joinUrl: undefined, location: '<b>Gym</b> & field' }, options);
    expect(email.html).toContain('Where: &lt;b&gt;Gym&lt;/b&gt; &amp; field');
    expect(email.text).toContain('Where: <b>Gym</b> & field');
  });

  it('writes a calendar event in UTC with its length, link and a stable id', () => {
    const ics = sessionCalendarFile(booking, 'https://herway.com');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('DTSTART:20261210T170000Z');
    expect(ics).toContain('DURATION:PT60M');
    expect(ics).toContain('UID:pi_1_8f0c@herway');
    expect(ics).toContain('SUMMARY:HerWay mentorship session with Maya Reynolds');
    expect(ics).toContain('LOCATION:https://meet.example.com/abc-defg');
    expect(ics).toContain('METHOD:PUBLISH');
  });

  it('falls back to Eastern Time when the zone is unknown', () => {
    expect(sessionWhen({ sessionDate: '2026-07-01T16:00:00.000Z', timeZone: undefined })).toBe('Wednesday, July 1, 2026 at 12:00 PM EDT');
  });
});

describe('the nudge e-mail', () => {
  it('asks her to mark the session complete, with the link', () => {
    const email = sessionNudgeEmail(booking, { ...options, firstName: null });
    expect(email.subject).toBe('How was your session with Maya Reynolds? Mark it complete');
    expect(email.text).toMatch(/^Hi,/);
    expect(email.text).toContain('mark it complete on your sessions page');
    expect(email.text).toContain('https://herway.com/sessions');
    expect(email.attachments).toBeUndefined();
  });
});
