import { randomUUID } from 'node:crypto';
import { contactFormSchema, contactReplySchema } from '@herway/shared/contracts/contact';
import { saveContact } from '../store/contact-repo';
import type { Contact } from '../store/lead-repo';
import { sendEmail } from '../../mail/email';
import { config } from '../../kernel/config';
import { tooManyRequests } from '../../kernel/http-errors';
import { httpHandler } from '../../kernel/http-handler';
import { logger } from '../../kernel/logger';
import { abuseLimits, enforceLimits, networkOf } from '../../accounts/abuse-limits';
import { confirmationEmail, leadEmail } from '../contact-emails';

/**
 * POST /api/contact: stores the message, then tells the founders and the sender by e-mail.
 * The message is stored first: an e-mail failure is logged and never loses it.
 */
export const handler = httpHandler(
  { method: 'POST', path: '/api/contact', handler: 'contact/submit-contact', auth: 'public' },
  { body: contactFormSchema, reply: contactReplySchema },
  async ({ body, clientIp }) => {
    // The honeypot field is hidden from people; only bots fill it in.
    if (body.website) throw tooManyRequests('Your message looks automated and was not sent. Please try again, or e-mail us directly.');

    await enforceLimits([
      { limit: abuseLimits.contactNetwork, subject: networkOf(clientIp) },
      { limit: abuseLimits.contactAddress, subject: body.email },
    ]);

    const { website: _honeypot, ...fields } = body;
    const contact: Contact = { id: randomUUID(), ...fields, createdAt: new Date().toISOString() };
    await saveContact(contact);

    const support = config().SUPPORT_EMAIL;
    const results = await Promise.allSettled([sendEmail(leadEmail(contact, support)), sendEmail(confirmationEmail(contact, support))]);
    for (const result of results) {
      if (result.status === 'rejected')
        logger.error('Contact e-mail not sent; the contact is stored', { contactId: contact.id, error: result.reason as Error });
    }

    return { success: true as const, message: "Thanks for reaching out! We'll get back to you within 24 hours." };
  },
);
