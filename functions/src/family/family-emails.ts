import { FAMILY_INVITE_DAYS } from '@herway/shared/contracts/family';
import type { AccountType } from '@herway/shared/contracts/family';
import { escapeHtml } from '../kernel/html-text';
import type { EmailMessage } from '../mail/email';

export interface InviteEmail {
  to: string;
  inviterName: string;
  inviterRole: AccountType;
  acceptUrl: string;
  validUntil: Date;
}

const dateText = (date: Date) => date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The invitation to link a family account: who asks, what linking means, the single-use link. */
export function familyInviteEmail(invite: InviteEmail): EmailMessage {
  const asks =
    invite.inviterRole === 'athlete'
      ? `${invite.inviterName} would like you to follow her HerWay mentorship as her parent or guardian: her packages, sessions, course progress and payments, and the reminders for her sessions. She stays in charge of her account and can end the link at any time.`
      : `${invite.inviterName}, your parent or guardian, would like to follow your HerWay mentorship: your packages, sessions, course progress and payments. You stay in charge of your account: your mentor's notes and your recruiting workspace stay private unless you share them, and you can end the link at any time.`;
  const account = invite.inviterRole === 'athlete' ? 'a parent or guardian account' : 'an athlete account';
  const closing = `The link works once, for ${invite.to}, until ${dateText(invite.validUntil)} (${FAMILY_INVITE_DAYS} days). Sign in or create ${account} with this address to accept it. If you don't know ${invite.inviterName}, ignore this e-mail.`;
  return {
    kind: 'family-invite',
    to: invite.to,
    subject: `${invite.inviterName} invited you to link your HerWay accounts`,
    text: ['Hi,', '', asks, '', `Accept: ${invite.acceptUrl}`, '', closing, '', 'The HerWay team'].join('\n'),
    html: [
      '<p>Hi,</p>',
      `<p>${escapeHtml(asks)}</p>`,
      `<p><a href="${escapeHtml(invite.acceptUrl)}">Accept the invitation</a></p>`,
      `<p>${escapeHtml(closing)}</p>`,
      '<p>The HerWay team</p>',
    ].join(''),
  };
}
