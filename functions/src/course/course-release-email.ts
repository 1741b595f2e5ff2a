import type { EmailMessage } from '../mail/email';
import { escapeHtml } from '../kernel/html-text';

/**
 * The e-mail an athlete who holds the Course Packet gets when a module is released; the first one
 * is what a pre-order buyer was promised (docs/decisions/course-pre-order.md: the course page, the checkout, the
 * success page and the receipt say she will be e-mailed).
 */
export function moduleReleasedEmail(
  athlete: { email: string; firstName?: string },
  module: { number: number; title: string },
  options: { siteOrigin: string; supportEmail: string },
): EmailMessage {
  const link = `${options.siteOrigin.replace(/\/$/, '')}/course/learn/${module.number}`;
  const name = `Module ${module.number}: ${module.title}`;
  const paragraphs = [
    `${name} of your Complete Course Packet is released, ready to watch and read at your own pace.`,
    `Start it here: ${link}`,
    'We release the other modules as they are finished and e-mail you each time. Your progress is kept as you go.',
    `Questions? Reply to this e-mail or write to ${options.supportEmail}.`,
  ];
  return {
    kind: 'course-release',
    to: athlete.email,
    replyTo: options.supportEmail,
    subject: `New in your HerWay Course Packet: ${name}`,
    text: [
      athlete.firstName ? `Hi ${athlete.firstName},` : 'Hi,',
      '',
      ...paragraphs.flatMap((line) => [line, '']),
      'Her Process, Her Future, HerWay',
      'The HerWay team',
    ].join('\n'),
    html: [
      `<p>${athlete.firstName ? `Hi ${escapeHtml(athlete.firstName)},` : 'Hi,'}</p>`,
      `<p>${escapeHtml(paragraphs[0] ?? '')}</p>`,
      `<p><a href="${escapeHtml(link)}">Start ${escapeHtml(name)}</a></p>`,
      `<p>${escapeHtml(paragraphs[2] ?? '')}</p>`,
      `<p>Questions? Reply to this e-mail or write to <a href="mailto:${escapeHtml(options.supportEmail)}">${escapeHtml(options.supportEmail)}</a>.</p>`,
      '<p>Her Process, Her Future, HerWay<br>The HerWay team</p>',
    ].join(''),
  };
}
