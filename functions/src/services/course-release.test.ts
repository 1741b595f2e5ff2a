import { describe, expect, it } from 'vitest';
import { waitsForRelease } from './course-release';
import { courseReleasedEmail } from './course-release-email';

const releasedAt = '2026-12-01T09:00:00.000Z';

describe('waitsForRelease', () => {
  it('is true for an owner who bought before the release', () => {
    expect(waitsForRelease({ isActive: true, grantedAt: '2026-11-20T12:00:00.000Z' }, releasedAt)).toBe(true);
  });

  it('is false for a later buyer, a refunded one and an athlete without the course', () => {
    expect(waitsForRelease({ isActive: true, grantedAt: '2026-12-02T12:00:00.000Z' }, releasedAt)).toBe(false);
    expect(waitsForRelease({ isActive: false, grantedAt: '2026-11-20T12:00:00.000Z' }, releasedAt)).toBe(false);
    expect(waitsForRelease(undefined, releasedAt)).toBe(false);
  });
});

describe('the release e-mail', () => {
  const options = { siteOrigin: 'https://herway.com/', supportEmail: 'support@herway.com' };

  it('tells her the course she pre-ordered is on her dashboard, replying to the support inbox', () => {
    const message = courseReleasedEmail({ email: 'maya@example.com', firstName: 'Maya' }, options);
    expect(message).toMatchObject({ to: 'maya@example.com', replyTo: 'support@herway.com', subject: 'Your HerWay Course Packet is ready on your dashboard' });
    expect(message.text).toContain('Hi Maya,');
    expect(message.text).toContain('the Complete Course Packet you pre-ordered is ready to start');
    expect(message.text).toContain('Open your dashboard: https://herway.com/dashboard');
    expect(message.text).toContain('write to support@herway.com');
    expect(message.html).toContain('<a href="https://herway.com/dashboard">Open your dashboard</a>');
  });

  it('escapes her name', () => {
    expect(courseReleasedEmail({ email: 'a@example.com', firstName: '<b>Ava</b>' }, options).html).toContain('Hi &lt;b&gt;Ava&lt;/b&gt;,');
    expect(courseReleasedEmail({ email: 'a@example.com' }, options).text).toMatch(/^Hi,/);
  });
});
