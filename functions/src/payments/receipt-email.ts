import { formatUsd } from '@herway/shared/format';
import type { EmailMessage } from '../mail/email';
import type { FulfilmentPlan } from './store/fulfilment-repo';
import { receiptProductName } from './fulfilment';
import { escapeHtml } from '../kernel/html-text';
import type { ReceiptRecord } from './store/receipt-repo';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A receipt's date as its e-mail and PDF show it: November 21, 2026. */
export const receiptDate = (iso: string): string => dateFormat.format(new Date(iso));

/** 'ATHLETE20 (you saved $130)', or the code alone when what it saved is not known. */
export const discountLine = (receipt: Pick<ReceiptRecord, 'discountCode' | 'discountSavedCents'>): string | undefined =>
  receipt.discountCode && `${receipt.discountCode}${receipt.discountSavedCents ? ` (you saved ${formatUsd(receipt.discountSavedCents)})` : ''}`;

/** 'Visa ending in 4242', when the card could be read from Stripe. */
export const cardLine = (receipt: Pick<ReceiptRecord, 'cardBrand' | 'cardLast4'>): string | undefined =>
  receipt.cardBrand && receipt.cardLast4 ? `${receipt.cardBrand} ending in ${receipt.cardLast4}` : undefined;

const line = (label: string, value: string | undefined): [string, string][] => (value ? [[label, value]] : []);

/** The label and value table of an e-mail, as text lines and as HTML. */
export const receiptTable = (lines: [string, string][]) => ({
  text: lines.map(([label, value]) => `${label}: ${value}`),
  html: ['<table>', ...lines.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`), '</table>'].join(''),
});

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
  const date = receiptDate(payment.paidAt ?? payment.createdAt);
  const { receipt } = plan;
  const dashboard = `${options.siteOrigin.replace(/\/$/, '')}/dashboard`;

  const lines: [string, string][] = [
    ...line('Receipt number', receipt?.number),
    ['Item', product],
    ...line('Discount code', receipt ? discountLine(receipt) : (plan.discountCode ?? undefined)),
    ['Amount paid', `${paid} ${payment.currency.toUpperCase()}`],
    ...line('Card', receipt && cardLine(receipt)),
    ['Date', date],
    ['Reference', payment.stripePaymentIntentId],
  ];
  const table = receiptTable(lines);
  const next = nextSteps(plan, payment, dashboard, options.courseReleased);
  if (next.length === 0) next.push('We will be in touch about next steps within 24 hours.');

  return {
    kind: 'receipt',
    to: payment.customerEmail,
    replyTo: options.supportEmail,
    subject: receipt ? `Receipt ${receipt.number}: ${product}` : `Receipt: ${product}`,
    text: [
      greetingName ? `Hi ${greetingName},` : 'Hi,',
      '',
      'Thank you for your purchase. Here is your receipt.',
      '',
      ...table.text,
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
      table.html,
      ...next.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>Questions? Reply to this e-mail or write to <a href="mailto:${escapeHtml(options.supportEmail)}">${escapeHtml(options.supportEmail)}</a>.</p>`,
      '<p>Her Process, Her Future, HerWay<br>The HerWay team</p>',
    ].join(''),
  };
}
