import { formatUsd } from '@herway/shared/format';
import type { EmailMessage } from '../mail/email';
import { escapeHtml } from '../kernel/html-text';
import { cardLine, receiptDate, receiptTable } from './receipt-email';
import type { StoredPayment } from './store/payment-repo';
import type { ReceiptRecord } from './store/receipt-repo';

/**
 * HerWay's refund receipt (docs/receipts.md), to the address the payment was made with: what was
 * refunded of which item, to which card, when, under which number. Undefined without an address.
 */
export function refundReceiptEmail(receipt: ReceiptRecord, payment: StoredPayment, options: { supportEmail: string }): EmailMessage | undefined {
  if (!payment.customerEmail) return undefined;
  const greetingName = payment.customerName ?? payment.athleteName;
  const currency = receipt.currency.toUpperCase();
  const card = cardLine(receipt);
  const table = receiptTable([
    ['Receipt number', receipt.number],
    ['Item', receipt.item],
    ['Amount refunded', `${formatUsd(receipt.amountCents)} ${currency}`],
    ['Refunded so far', `${formatUsd(payment.amountRefunded + receipt.amountCents)} of ${formatUsd(payment.amount)} ${currency}`],
    ...(card ? ([['Card', card]] as [string, string][]) : []),
    ['Date', receiptDate(receipt.issuedAt)],
    ...(receipt.paymentReceiptNumber ? ([['Payment receipt', receipt.paymentReceiptNumber]] as [string, string][]) : []),
  ]);
  const whereTo = card ? `back to your ${card}` : 'back to the card you paid with';
  const timing = `The money goes ${whereTo}; your bank usually shows it within 5 to 10 business days.`;
  const support = options.supportEmail;
  return {
    kind: 'refund-receipt',
    to: payment.customerEmail,
    replyTo: support,
    subject: `Refund receipt ${receipt.number}: ${receipt.item}`,
    text: [
      greetingName ? `Hi ${greetingName},` : 'Hi,',
      '',
      'We have refunded a payment to you. Here is your refund receipt.',
      '',
      ...table.text,
      '',
      timing,
      '',
      `Questions? Reply to this e-mail or write to ${support}.`,
      '',
      'The HerWay team',
    ].join('\n'),
    html: [
      `<p>${greetingName ? `Hi ${escapeHtml(greetingName)},` : 'Hi,'}</p>`,
      '<p>We have refunded a payment to you. Here is your refund receipt.</p>',
      table.html,
      `<p>${escapeHtml(timing)}</p>`,
      `<p>Questions? Reply to this e-mail or write to <a href="mailto:${escapeHtml(support)}">${escapeHtml(support)}</a>.</p>`,
      '<p>The HerWay team</p>',
    ].join(''),
  };
}
