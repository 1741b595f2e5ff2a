import { receiptPathSchema } from '@herway/shared/contracts/receipts';
import { config } from '../../kernel/config';
import { NotFound } from '../../kernel/domain-errors';
import { httpHandler, reply } from '../../kernel/http-handler';
import { receiptPdf } from '../receipt-pdf';
import { getReceipt } from '../store/receipt-repo';

export const RECEIPT_NOT_FOUND = "We couldn't find that receipt in your account.";

/**
 * GET /api/receipts/{id}/pdf (athlete or guardian): one of her receipts as a PDF to keep
 * (docs/receipts.md). Only the payer's own: another account's number is answered 404.
 */
export const handler = httpHandler(
  { method: 'GET', path: '/api/receipts/{id}/pdf', handler: 'payments/get-receipt-pdf', auth: 'member' },
  { path: receiptPathSchema },
  async ({ user, path }) => {
    const receipt = await getReceipt(user.sub, path.id);
    if (!receipt) throw new NotFound(RECEIPT_NOT_FOUND);
    return reply(200, receiptPdf(receipt, { supportEmail: config().SUPPORT_EMAIL }), {
      raw: true,
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="HerWay-receipt-${receipt.number}.pdf"` },
    });
  },
);
