import { contactConsentBodySchema, contactConsentReplySchema, familyAthletePathSchema } from '@herway/shared/contracts/family';
import { httpHandler } from '../../kernel/http-handler';
import { giveContactConsent } from '../workspace';

/**
 * PUT /api/family/athletes/{athleteId}/contact-consent (guardian): gives or withdraws the agreement
 * that coaches opening her shared page see her contact details; 404 without a live link to her.
 */
export const handler = httpHandler(
  { method: 'PUT', path: '/api/family/athletes/{athleteId}/contact-consent', handler: 'recruiting/set-contact-consent', auth: 'guardian' },
  { path: familyAthletePathSchema, body: contactConsentBodySchema, reply: contactConsentReplySchema },
  async ({ user, path, body }) => {
    const contactConsent = await giveContactConsent(user.sub, path.athleteId, body.consent, new Date().toISOString());
    const message = contactConsent.given
      ? 'Coaches who open her shared page can now see the contact details she entered.'
      : 'Her contact details are hidden from coaches again.';
    return { message, contactConsent };
  },
);
