import { discountCodesReplySchema } from '@herway/shared/contracts/admin-money';
import { listDiscountCodes } from '../../store/discount-admin-repo';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { adminDiscountCodeOf } from '../../discount-codes';

/** GET /api/admin/discount-codes (admin): every code, newest first, with its paid uses and open reservations. */
export const handler = adminHttpHandler(
  { method: 'GET', path: '/api/admin/discount-codes', handler: 'payments/admin/list-discount-codes', auth: 'admin' },
  { reply: discountCodesReplySchema },
  async () => {
    return { discountCodes: (await listDiscountCodes()).map(adminDiscountCodeOf) };
  },
);
