import { describe, expect, it } from 'vitest';
import { waitsForRelease } from './course-release';
import { moduleReleasedEmail } from './course-release-email';

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

describe('the module release e-mail', () => {
  const options = { siteOrigin: 'https://herway.com/', supportEmail: 'support@herway.com' };
  const module = { number: 1, title: 'Understanding College Athletics' };

  it('names the module and links to it in the player, replying to the support inbox', () => {
    const message = moduleReleasedEmail({ email: 'maya@example.com', firstName: 'Maya' }, module, options);
    expect(message).toMatchObject({
      to: 'maya@example.com',
      replyTo: 'support@herway.com',
      subject: 'New in your HerWay Course Packet: Module 1: Understanding College Athletics',
    });
    expect(message.text).toContain('Hi Maya,');
    expect(message.text).toContain('Module 1: Understanding College Athletics of your Complete Course Packet is released');
    expect(message.text).toContain('Start it here: https://herway.com/course/learn/1');
    expect(message.text).toContain('write to support@herway.com');
    expect(message.html).toContain('<a href="https://herway.com/course/learn/1">Start Module 1: Understanding College Athletics</a>');
  });

  it('escapes her name', () => {
    expect(moduleReleasedEmail({ email: 'a@example.com', firstName: '<b>Ava</b>' }, module, options).html).toContain('Hi &lt;b&gt;Ava&lt;/b&gt;,');
    expect(moduleReleasedEmail({ email: 'a@example.com' }, module, options).text).toMatch(/^Hi,/);
  });
});
