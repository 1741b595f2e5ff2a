import { formatUsd } from '@herway/shared/format';
import type { EmailMessage } from '../mail/email';
import type { FulfilmentPlan } from './store/fulfilment-repo';
import { receiptProductName } from './fulfilment';
import { escapeHtml } from '../kernel/html-text';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** What happens next, for the payer: her own sessions or course, or her athlete's (a parent paying for her: docs/family.md). */
function nextSteps(plan: FulfilmentPlan, payment: FulfilmentPlan['payment'], dashboard: string, courseReleased: boolean): string[] {
  // A parent paying for her athlete (docs/family.md) reads whose it is: the purchase is the athlete's.
  const forAthlete = payment.customerName && payment.athleteName && payment.customerName !== payment.athleteName ? payment.athleteName : null;
  const whose = forAthlete ? `${forAthlete}'s` : 'your';
  const next: string[] = [];
  if (plan.mentorshipPackage) {
    const booking = forAthlete ? 'she books them from her dashboard' : `book your first one from your dashboard (${dashboard})`;
    next.push(`${capitalized(whose)} ${plan.mentorshipPackage.totalSessions} mentorship sessions are ready: ${booking}.`);
  }
  if (plan.entitlements.length > 0) {
    next.push(
      courseReleased
        ? `The Complete Course Packet is in ${whose} dashboard, with lifetime access${forAthlete ? '' : ` (${dashboard})`}.`
        : `The Complete Course Packet is a pre-order: its modules are not released yet. We will e-mail ${forAthlete ?? 'you'} as soon as the first one is, and it will be in ${whose} dashboard${forAthlete ? '' : ` (${dashboard})`}, with lifetime access.`,
    );
  }
  return next;
}

/**
 * The receipt sent after a payment's records exist (docs/architecture.md#the-event-pipeline): what was bought, what was
 * paid, and what happens next: the course is on her dashboard once released, a pre-order until
 * then (docs/decisions/course-pre-order.md). Undefined when the payment carries no e-mail address.
 */
export function receiptEmail(plan: FulfilmentPlan, options: { siteOrigin: string; supportEmail: string; courseReleased: boolean }): EmailMessage | undefined {
  const { payment } = plan;
  if (!payment.customerEmail) return undefined;
  const product = receiptProductName(payment);
  const greetingName = payment.customerName ?? payment.athleteName;
  const paid = formatUsd(payment.amount);
  const date = dateFormat.format(new Date(payment.paidAt ?? payment.createdAt));
  const dashboard = `${options.siteOrigin.replace(/\/$/, '')}/dashboard`;

  const lines: [string, string][] = [
    ['Item', product],
    ...(plan.discountCode ? ([['Discount code', plan.discountCode]] as [string, string][]) : []),
    ['Amount paid', `${paid} ${payment.currency.toUpperCase()}`],
    ['Date', date],
    ['Reference', payment.stripePaymentIntentId],
  ];
  const next = nextSteps(plan, payment, dashboard, options.courseReleased);
  if (next.length === 0) next.push('We will be in touch about next steps within 24 hours.');

  return {
    kind: 'receipt',
    to: payment.customerEmail,
    replyTo: options.supportEmail,
    subject: `Your HerWay receipt: ${product}`,
    text: [
      greetingName ? `Hi ${greetingName},` : 'Hi,',
      '',
      'Thank you for your purchase. Here is your receipt.',
      '',
      ...lines.map(([label, value]) => `${label}: ${value}`),
      '',
      ...next,
      '',
      `Questions? Reply to this e-mail or write to ${options.supportEmail}.`,
      '',
      'Her Process, Her Future, HerWay',
      'The HerWay team',
    ].join('\n'),
    html: [
      `<p>${greetingName ? `Hi ${escapeHtml(greetingName)},` : 'Hi,'}</p>`,
      '<p>Thank you for your purchase. Here is your receipt.</p>',
      '<table>',
      ...lines.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
      '</table>',
      ...next.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>Questions? Reply to this e-mail or write to <a href="mailto:${escapeHtml(options.supportEmail)}">${escapeHtml(options.supportEmail)}</a>.</p>`,
      '<p>Her Process, Her Future, HerWay<br>The HerWay team</p>',
    ].join(''),
  };
}
