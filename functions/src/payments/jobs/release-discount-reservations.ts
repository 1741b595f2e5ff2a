import { logger } from '../../kernel/logger';
import { releaseLapsedReservations } from '../discount-reservations';
import type { SweepReport } from '../discount-reservations';

/**
 * Scheduled every 10 minutes (EventBridge Scheduler): gives back the uses of limited discount codes
 * held by payments that were never made, each payment cancelled at Stripe first. Opening a payment
 * with a used-up code runs the same sweep for that code, so the local stack needs no timer.
 */
export async function handler(): Promise<SweepReport> {
  const report = await releaseLapsedReservations(new Date());
  logger.info('Lapsed discount reservations swept', { ...report });
  return report;
}
