import { formatUsd } from '@herway/shared/format';
import { cardLine, discountLine, receiptDate } from './receipt-email';
import type { ReceiptRecord } from './store/receipt-repo';
import { onePagePdf } from '../kernel/pdf';
import type { PdfText } from '../kernel/pdf';

// A receipt as a one-page PDF (docs/receipts.md), with our own small PDF writer (kernel/pdf.ts).

const MAX_VALUE_CHARACTERS = 64;
const clip = (value: string) => (value.length > MAX_VALUE_CHARACTERS ? `${value.slice(0, MAX_VALUE_CHARACTERS - 1)}…` : value);

/** The receipt's label and value rows, as the page shows them. */
function receiptRows(receipt: ReceiptRecord): [string, string][] {
  const currency = receipt.currency.toUpperCase();
  const rows: [string, string | undefined][] = [
    ['Receipt number', receipt.number],
    ['Date', receiptDate(receipt.issuedAt)],
    ['Item', receipt.item],
    [receipt.kind === 'refund' ? 'Amount refunded' : 'Amount paid', `${formatUsd(receipt.amountCents)} ${currency}`],
    ['Discount code', discountLine(receipt)],
    ['Card', cardLine(receipt)],
    ['Refunded since', receipt.refundedCents > 0 ? `${formatUsd(receipt.refundedCents)} ${currency}` : undefined],
    ['Payment receipt', receipt.paymentReceiptNumber],
    ['Payment reference', receipt.paymentIntentId],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/** HerWay's receipt (or refund receipt) as a one-page PDF. */
export function receiptPdf(receipt: ReceiptRecord, options: { supportEmail: string }): Uint8Array {
  const top = 720;
  const texts: PdfText[] = [
    { text: 'HerWay', x: 72, y: top, size: 22, bold: true },
    { text: receipt.kind === 'refund' ? 'Refund receipt' : 'Receipt', x: 72, y: top - 30, size: 15, bold: true },
  ];
  receiptRows(receipt).forEach(([label, value], index) => {
    const y = top - 70 - index * 22;
    texts.push({ text: label, x: 72, y, size: 11, bold: true }, { text: clip(value), x: 200, y, size: 11 });
  });
  texts.push(
    { text: `Questions? Write to ${options.supportEmail}.`, x: 72, y: 120, size: 10 },
    { text: 'HerWay: Her Process, Her Future, HerWay', x: 72, y: 104, size: 10 },
  );
  return onePagePdf(texts);
}
