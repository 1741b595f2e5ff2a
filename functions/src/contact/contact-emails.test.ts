import { describe, expect, it } from 'vitest';
import type { Contact } from './store/lead-repo';
import { confirmationEmail, leadEmail } from './contact-emails';

const contact: Contact = {
  id: 'c1',
  firstName: 'Ava',
  lastName: 'Lopez',
  email: 'ava@example.com',
  interestType: 'Mentorship Program',
  message: 'Hello <b>coach</b> & team,\n\nWhich package fits a 2027 grad?',
  createdAt: '2026-11-21T15:00:00.000Z',
};

describe('contact e-mails', () => {
  it('sends the lead to the support inbox, replying to the family', () => {
    const email = leadEmail(contact, 'support@herway.test');
    expect(email).toMatchObject({ to: 'support@herway.test', replyTo: 'ava@example.com', subject: 'New Mentorship Program inquiry from Ava Lopez' });
    expect(email.text).toContain('Sport: Not specified');
    expect(email.text).toContain('Which package fits a 2027 grad?');
  });

  it('escapes what the visitor typed in the HTML', () => {
    const { html } = leadEmail(contact, 'support@herway.test');
    expect(html).toContain('Hello &lt;b&gt;coach&lt;/b&gt; &amp; team,');
    expect(html).not.toContain('<b>coach</b>');
  });

  it('confirms to the address typed with the 24-hour promise, repeating nothing the sender wrote', () => {
    const spam = { ...contact, firstName: 'WIN A PRIZE at http://evil.example', message: 'Claim it now: http://evil.example/claim' };
    const email = confirmationEmail(spam, 'support@herway.com');
    expect(email.to).toBe('ava@example.com');
    expect(email.replyTo).toBe('support@herway.com');
    expect(email.text).toMatch(/^Hi,/);
    expect(email.text).toContain('within 24 hours');
    for (const part of [email.text, email.html, email.subject]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('PRIZE');
    }
  });
});
