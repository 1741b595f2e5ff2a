import { discountCodesReplySchema } from '@herway/shared/contracts/admin-money';
import { listDiscountCodes } from '../../adapters/dynamo/discount-admin-repo';
import { adminHttpHandler } from '../../lib/admin-http-handler';
import { adminDiscountCodeOf } from '../../services/discount-codes';

/** GET /api/admin/discount-codes (admin): every code, newest first, with its paid uses and open reservations. */
export const handler = adminHttpHandler('admin/list-discount-codes', { reply: discountCodesReplySchema }, async () => {
  return { discountCodes: (await listDiscountCodes()).map(adminDiscountCodeOf) };
});
