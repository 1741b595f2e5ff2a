import type { EmailMessage } from '../mail/email';
import type { Contact } from './store/lead-repo';
import { escapeHtml } from '../kernel/html-text';

const paragraphs = (text: string) =>
  escapeHtml(text)
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('');

/** The lead, to the founders' support inbox; replying answers the family directly. */
export function leadEmail(contact: Contact, supportEmail: string): EmailMessage {
  const name = `${contact.firstName} ${contact.lastName}`;
  const sport = contact.sport ?? 'Not specified';
  const received = new Date(contact.createdAt).toUTCString();
  return {
    kind: 'lead',
    to: supportEmail,
    replyTo: contact.email,
    subject: `New ${contact.interestType} inquiry from ${name}`,
    text: [
      `New message from the HerWay contact form (${received}).`,
      '',
      `Name: ${name}`,
      `E-mail: ${contact.email}`,
      `Sport: ${sport}`,
      `Interested in: ${contact.interestType}`,
      '',
      contact.message,
      '',
      'Reply to this e-mail to answer them directly. We promise a reply within 24 hours.',
    ].join('\n'),
    html: [
      `<p>New message from the HerWay contact form (${escapeHtml(received)}).</p>`,
      '<table>',
      `<tr><th align="left">Name</th><td>${escapeHtml(name)}</td></tr>`,
      `<tr><th align="left">E-mail</th><td>${escapeHtml(contact.email)}</td></tr>`,
      `<tr><th align="left">Sport</th><td>${escapeHtml(sport)}</td></tr>`,
      `<tr><th align="left">Interested in</th><td>${escapeHtml(contact.interestType)}</td></tr>`,
      '</table>',
      paragraphs(contact.message),
      '<p>Reply to this e-mail to answer them directly. We promise a reply within 24 hours.</p>',
    ].join(''),
  };
}

/**
 * The confirmation, to the address typed in the form. It repeats nothing the sender wrote, not
 * even the name: anyone can type someone else's address, and HerWay's domain must not carry their
 * words (or links) to it. A reply reaches the stage's support inbox.
 */
export function confirmationEmail(contact: Pick<Contact, 'email'>, supportEmail: string): EmailMessage {
  return {
    kind: 'contact-confirmation',
    to: contact.email,
    replyTo: supportEmail,
    subject: 'We got your message - HerWay',
    text: [
      'Hi,',
      '',
      "Thanks for reaching out to HerWay. We've received your message and one of us will get back to you within 24 hours.",
      '',
      "If you didn't write to us, someone typed your address by mistake: you can ignore this e-mail.",
      '',
      'While you wait, our free recruiting resources are on the Resources page of our site.',
      '',
      'Her Process, Her Future, HerWay',
      'The HerWay team',
    ].join('\n'),
    html: [
      '<p>Hi,</p>',
      "<p>Thanks for reaching out to HerWay. We've received your message and one of us will get back to you within 24 hours.</p>",
      "<p>If you didn't write to us, someone typed your address by mistake: you can ignore this e-mail.</p>",
      '<p>While you wait, our free recruiting resources are on the Resources page of our site.</p>',
      '<p>Her Process, Her Future, HerWay<br>The HerWay team</p>',
    ].join(''),
  };
}
