import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { onePagePdf, pdfString } from '../kernel/pdf';
import { receiptPdf } from './receipt-pdf';
import type { ReceiptRecord } from './store/receipt-repo';

const receipt: ReceiptRecord = {
  number: 'HW-20261121-ABCDEFGH',
  kind: 'payment',
  payerId: 'guardian-1',
  paymentIntentId: 'pi_123',
  issuedAt: '2026-11-21T12:00:00.000Z',
  item: 'GROWTH Mentorship Package (Dana’s)',
  amountCents: 44_800,
  currency: 'usd',
  discountCode: 'ATHLETE20',
  discountSavedCents: 11_200,
  cardBrand: 'Visa',
  cardLast4: '4242',
  refundedCents: 10_000,
  seed: 'payment:pi_123',
};

/** The page's content stream as text (uncompressed, WinAnsi read as Latin-1). */
async function pageText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await PDFDocument.load(bytes, { throwOnInvalidObject: true });
  const contents = pdf.getPage(0).node.Contents();
  if (!(contents instanceof PDFRawStream)) throw new Error('Expected one raw content stream');
  return { pages: pdf.getPageCount(), text: Buffer.from(contents.getContents()).toString('latin1') };
}

describe('the receipt PDF', () => {
  it('opens as one page holding the number, the date, the item, the amounts, the discount and the card', async () => {
    const { pages, text } = await pageText(receiptPdf(receipt, { supportEmail: 'support@herway.com' }));
    expect(pages).toBe(1);
    for (const expected of [
      '(HW-20261121-ABCDEFGH)',
      '(November 21, 2026)',
      '(Amount paid)',
      '($448 USD)',
      '(ATHLETE20 \\(you saved $112\\))',
      '(Visa ending in 4242)',
      '(Refunded since)',
      '($100 USD)',
      '(Questions? Write to support@herway.com.)',
    ]) {
      expect(text).toContain(expected);
    }
    // The typographic apostrophe is WinAnsi 0x92.
    expect(text).toContain('(GROWTH Mentorship Package \\(Dana\x92s\\))');
  });

  it('says refund on a refund receipt and leaves out what it does not know', async () => {
    const { discountCode: _code, discountSavedCents: _saved, cardBrand: _brand, cardLast4: _last4, ...plain } = receipt;
    const refund = { ...plain, kind: 'refund' as const, amountCents: 5_025, refundedCents: 0, paymentReceiptNumber: 'HW-20261120-ZZZZZZZZ' };
    const { text } = await pageText(receiptPdf(refund, { supportEmail: 'support@herway.com' }));
    expect(text).toContain('(Refund receipt)');
    expect(text).toContain('(Amount refunded)');
    expect(text).toContain('($50.25 USD)');
    expect(text).toContain('(HW-20261120-ZZZZZZZZ)');
    expect(text).not.toContain('Card');
    expect(text).not.toContain('Discount');
  });

  it('escapes ( ) and \\ and maps what WinAnsi cannot hold to ?', () => {
    expect(pdfString('a(b)c\\d').toString('latin1')).toBe('(a\\(b\\)c\\\\d)');
    expect(pdfString('Zoë — 10€ 🏀 中').toString('latin1')).toBe('(Zo\xeb \x97 10\x80 ? ?)');
  });

  it('gives every object its exact byte offset in the cross-reference table', () => {
    const bytes = Buffer.from(onePagePdf([{ text: 'Café', x: 72, y: 700, size: 12 }]));
    const file = bytes.toString('latin1');
    const xref = file.slice(file.lastIndexOf('\nxref\n'));
    const offsets = [...xref.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, index) => expect(file.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`));
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(file)?.[1]);
    expect(file.slice(startxref, startxref + 4)).toBe('xref');
  });
});
