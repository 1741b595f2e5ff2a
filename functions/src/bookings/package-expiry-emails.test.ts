import { describe, expect, it } from 'vitest';
import { expiryReminderEmail } from './package-expiry-emails';

const links = { siteOrigin: 'https://herway.example/', supportEmail: 'support@herway.example' };
const pkg = { userId: 'athlete-1', packageType: 'growth' as const, sessionsRemaining: 2, accessExpiresAt: '2027-05-01T00:00:00.000Z' };

describe('expiryReminderEmail', () => {
  it('tells her how many sessions are left, until when, and where to book them', () => {
    const email = expiryReminderEmail(pkg, { email: 'maya@example.com', firstName: 'Maya', role: 'athlete' }, 'Maya', links);
    expect(email).toMatchObject({
      kind: 'package-expiry',
      to: 'maya@example.com',
      subject: '2 sessions left on your Growth package: they expire on May 1, 2027',
    });
    expect(email.text).toContain('Book them before then on your sessions page: https://herway.example/sessions');
    expect(email.text).toContain('If you need more time, reply to this e-mail or write to support@herway.example.');
  });

  it('tells her guardian about her package, one session in the singular', () => {
    const email = expiryReminderEmail({ ...pkg, sessionsRemaining: 1 }, { email: 'dana@example.com', firstName: 'Dana', role: 'guardian' }, 'Maya', links);
    expect(email.subject).toBe("1 session left on Maya's Growth package: it expires on May 1, 2027");
    expect(email.text).toContain('Hi Dana,');
    expect(email.text).toContain('Maya books her sessions herself');
  });
});
