import { randomUUID } from 'node:crypto';
import { contactFormSchema } from '@herway/shared/contracts/contact';
import type { ContactReply } from '@herway/shared/contracts/contact';
import { saveContact } from '../../adapters/dynamo/contact-repo';
import type { Contact } from '../../adapters/dynamo/contact-repo';
import { takeRateLimitSlot } from '../../adapters/dynamo/rate-limit-repo';
import { sendEmail } from '../../adapters/email';
import { config } from '../../lib/config';
import { tooManyRequests } from '../../lib/http-errors';
import { httpHandler } from '../../lib/http-handler';
import { logger } from '../../lib/logger';
import { confirmationEmail, leadEmail } from '../../services/contact-emails';

/** Per e-mail address and per network address, in an hour. */
const EMAIL_LIMIT = 3;
const IP_LIMIT = 10;
const WINDOW_SECONDS = 3600;

/**
 * POST /api/contact: stores the message, then tells the founders and the sender by e-mail.
 * The message is stored first: an e-mail failure is logged and never loses it.
 */
export const handler = httpHandler('contact/submit-contact', { body: contactFormSchema }, async ({ body, clientIp }) => {
  // The honeypot field is hidden from people; only bots fill it in.
  if (body.website) throw tooManyRequests('Your message looks automated and was not sent. Please try again, or e-mail us directly.');

  const withinLimits =
    (await takeRateLimitSlot({ scope: 'contact-ip', subject: clientIp, limit: IP_LIMIT, windowSeconds: WINDOW_SECONDS })) &&
    (await takeRateLimitSlot({ scope: 'contact-email', subject: body.email, limit: EMAIL_LIMIT, windowSeconds: WINDOW_SECONDS }));
  if (!withinLimits) {
    throw tooManyRequests("You've sent several messages in the last hour. We've got them and will reply within 24 hours; please wait before sending another.");
  }

  const { website: _honeypot, ...fields } = body;
  const contact: Contact = { id: randomUUID(), ...fields, createdAt: new Date().toISOString() };
  await saveContact(contact);

  const results = await Promise.allSettled([sendEmail(leadEmail(contact, config().SUPPORT_EMAIL)), sendEmail(confirmationEmail(contact))]);
  for (const result of results) {
    if (result.status === 'rejected') logger.error('Contact e-mail not sent; the contact is stored', { contactId: contact.id, error: result.reason as Error });
  }

  const reply: ContactReply = { success: true, message: "Thanks for reaching out! We'll get back to you within 24 hours." };
  return reply;
});
