import type { EmailMessage } from '../adapters/email';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

/**
 * The e-mail a pre-order buyer gets when the Course Packet's first content is released (DESIGN §8,
 * promised on the course page, the checkout, the success page and the receipt).
 */
export function courseReleasedEmail(owner: { email: string; firstName?: string }, options: { siteOrigin: string; supportEmail: string }): EmailMessage {
  const dashboard = `${options.siteOrigin.replace(/\/$/, '')}/dashboard`;
  const paragraphs = [
    'Good news: the Complete Course Packet you pre-ordered is ready to start. The first materials are on your dashboard now, ready to download.',
    `Open your dashboard: ${dashboard}`,
    'We add the other modules as they are finished; each one appears on your dashboard.',
    `Questions? Reply to this e-mail or write to ${options.supportEmail}.`,
  ];
  return {
    to: owner.email,
    replyTo: options.supportEmail,
    subject: 'Your HerWay Course Packet is ready on your dashboard',
    text: [
      owner.firstName ? `Hi ${owner.firstName},` : 'Hi,',
      '',
      ...paragraphs.flatMap((line) => [line, '']),
      'Her Process, Her Future, HerWay',
      'The HerWay team',
    ].join('\n'),
    html: [
      `<p>${owner.firstName ? `Hi ${escapeHtml(owner.firstName)},` : 'Hi,'}</p>`,
      `<p>${escapeHtml(paragraphs[0] ?? '')}</p>`,
      `<p><a href="${escapeHtml(dashboard)}">Open your dashboard</a></p>`,
      `<p>${escapeHtml(paragraphs[2] ?? '')}</p>`,
      `<p>Questions? Reply to this e-mail or write to <a href="mailto:${escapeHtml(options.supportEmail)}">${escapeHtml(options.supportEmail)}</a>.</p>`,
      '<p>Her Process, Her Future, HerWay<br>The HerWay team</p>',
    ].join(''),
  };
}
