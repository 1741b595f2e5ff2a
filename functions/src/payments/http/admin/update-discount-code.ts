import { discountCodePathSchema, discountCodeReplySchema, updateDiscountCodeBodySchema } from '@herway/shared/contracts/admin-money';
import { auditActorOf } from '../../../accounts/store/audit-repo';
import { getDiscountCode, updateDiscountCode } from '../../store/discount-admin-repo';
import { badRequest, conflict, notFound } from '../../../kernel/http-errors';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { auditEntry } from '../../../accounts/audit';
import { adminDiscountCodeOf, auditedTerms, changedDefinition, updateAction } from '../../discount-codes';

const NOT_FOUND = 'There is no such discount code. It may have been typed differently: reload the list.';

/**
 * PATCH /api/admin/discount-codes/{code} (admin): changes a code's terms or switches it off (or on).
 * Payments already opened keep the price they were opened with; a limit cannot go under the uses
 * already paid. Two edits at once: the second is refused (409) rather than lost.
 */
export const handler = adminHttpHandler(
  { method: 'PATCH', path: '/api/admin/discount-codes/{code}', handler: 'payments/admin/update-discount-code', auth: 'admin' },
  { path: discountCodePathSchema, body: updateDiscountCodeBodySchema, reply: discountCodeReplySchema },
  async ({ path, body, user }) => {
    const now = new Date();
    const current = await getDiscountCode(path.code);
    if (!current) throw notFound(NOT_FOUND);
    const change = changedDefinition(current, body);
    if (!change.ok) throw badRequest(change.message);
    const audit = auditEntry(
      await auditActorOf(user),
      {
        action: updateAction(current, body),
        targetType: 'discount-code',
        targetId: current.code,
        before: auditedTerms(current),
        after: auditedTerms(change.definition),
      },
      now,
    );
    const outcome = await updateDiscountCode(current, change.definition, now.toISOString(), audit);
    if (outcome === 'not-found') throw notFound(NOT_FOUND);
    if (outcome === 'changed') throw conflict('This code was changed or used while you were editing it. Reload the list and try again.');
    const updated = await getDiscountCode(current.code);
    if (!updated) throw notFound(NOT_FOUND);
    return { discountCode: adminDiscountCodeOf(updated) };
  },
);
