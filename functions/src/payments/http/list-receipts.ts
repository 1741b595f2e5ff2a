import { receiptsReplySchema } from '@herway/shared/contracts/receipts';
import { httpHandler } from '../../kernel/http-handler';
import { receiptSummaryOf } from '../receipts';
import { listReceipts } from '../store/receipt-repo';

/** GET /api/receipts (athlete or guardian): the receipts of the payments she made and of their refunds, newest first (docs/receipts.md). */
export const handler = httpHandler(
  { method: 'GET', path: '/api/receipts', handler: 'payments/list-receipts', auth: 'member' },
  { reply: receiptsReplySchema },
  async ({ user }) => ({
    receipts: (await listReceipts(user.sub)).map(receiptSummaryOf),
  }),
);
