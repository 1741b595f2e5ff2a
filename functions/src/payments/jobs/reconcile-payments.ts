import { recordReconciledPayment } from '../../insights/store/attention-repo';
import { getFulfilment } from '../store/fulfilment-repo';
import { listSucceededIntentsSince } from '../stripe/stripe-listing';
import { customerEmailOf } from '../fulfilment';
import { fulfilPaymentEvent } from '../payment-fulfilment';
import { logger } from '../../kernel/logger';
import { recordMetric } from '../../kernel/metrics';
import { reconcilePayments, reconciledEventEnvelope } from '../reconciliation';
import type { ReconciliationReport } from '../reconciliation';

/**
 * Scheduled daily (EventBridge Scheduler; `npm run payments:reconcile` on the local stack):
 * fulfils every succeeded PaymentIntent of the last days that has no fulfilment yet, and reports
 * what it fixed. A fix means an event was lost: it is logged as an error, for the alarm. A payment
 * it could not fulfil fails the run, so the scheduler retries and, at last, dead-letters it.
 */
export async function handler(): Promise<ReconciliationReport> {
  const now = new Date();
  const report = await reconcilePayments(
    {
      listSucceeded: listSucceededIntentsSince,
      isFulfilled: async (paymentIntentId) => (await getFulfilment(paymentIntentId)) !== undefined,
      fulfil: async (intent) => {
        const outcome = await fulfilPaymentEvent(reconciledEventEnvelope(intent, now));
        // Refunded for a deleted account: listed without who she was.
        const closed = !outcome.fulfilled && outcome.closedAccount === true;
        // Listed on the admins' attention page (docs/admin-athletes-leads-attention.md): a fix means an event was lost.
        await recordReconciledPayment({
          paymentIntentId: intent.id,
          fixedAt: now.toISOString(),
          customerEmail: closed ? null : customerEmailOf(intent),
          userId: closed ? null : (intent.metadata.userId ?? null),
          amount: intent.amount,
        });
      },
    },
    now,
  );
  // Emitted every run, 0 included: the alarm on it then always has data (docs/observability.md).
  recordMetric('ReconciliationFixes', report.fixed.length);
  if (report.fixed.length > 0) logger.error('Reconciliation fulfilled paid orders whose event was lost', { fixed: report.fixed });
  logger.info('Reconciliation done', { ...report });
  if (report.failed.length > 0)
    throw new Error(
      `Reconciliation could not fulfil ${report.failed.length} paid order(s): ${report.failed.map((f) => `${f.paymentIntentId} (${f.error})`).join('; ')}`,
    );
  return report;
}
