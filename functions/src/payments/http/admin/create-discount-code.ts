import { createDiscountCodeBodySchema, discountCodeReplySchema } from '@herway/shared/contracts/admin-money';
import { auditActorOf } from '../../../accounts/store/audit-repo';
import { createDiscountCode, getDiscountCode } from '../../store/discount-admin-repo';
import { conflict } from '../../../kernel/http-errors';
import { adminHttpHandler, reply } from '../../../accounts/admin-http-handler';
import { auditEntry } from '../../../accounts/audit';
import { adminDiscountCodeOf, auditedTerms, newDiscountDefinition } from '../../discount-codes';

/**
 * POST /api/admin/discount-codes (admin): a new code, active at once, for the checkout's own model.
 * Codes are unique whatever their case ('spring25' is SPRING25): a second one is a 409, and of
 * two created at once exactly one is. The audit entry goes in the same transaction.
 */
export const handler = adminHttpHandler(
  { method: 'POST', path: '/api/admin/discount-codes', handler: 'payments/admin/create-discount-code', auth: 'admin' },
  { body: createDiscountCodeBodySchema, reply: discountCodeReplySchema },
  async ({ body, user }) => {
    const now = new Date();
    const definition = newDiscountDefinition(body);
    const audit = auditEntry(
      await auditActorOf(user),
      { action: 'discount-code.create', targetType: 'discount-code', targetId: definition.code, after: auditedTerms(definition) },
      now,
    );
    if ((await createDiscountCode(definition, now.toISOString(), audit)) === 'exists') {
      throw conflict(`A code ${definition.code} already exists (codes are the same in capitals and small letters). Choose another code, or edit that one.`);
    }
    const stored = await getDiscountCode(definition.code);
    if (!stored) throw new Error(`Discount code ${definition.code} was created but cannot be read back`);
    const created = { discountCode: adminDiscountCodeOf(stored) };
    return reply(201, created);
  },
);
