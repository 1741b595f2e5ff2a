import { discountCodesReplySchema } from '@herway/shared/contracts/admin-money';
import { listDiscountCodes } from '../../store/discount-admin-repo';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { adminDiscountCodeOf } from '../../discount-codes';

/** GET /api/admin/discount-codes (admin): every code, newest first, with its paid uses and open reservations. */
export const handler = adminHttpHandler('payments/admin/list-discount-codes', { reply: discountCodesReplySchema }, async () => {
  return { discountCodes: (await listDiscountCodes()).map(adminDiscountCodeOf) };
});
