import * as z from '@herway/shared/zod';
import { logger } from '../../kernel/logger';
import { remindExpiringPackages } from '../package-expiry-reminders';
import type { ExpiryReminderReport } from '../package-expiry-reminders';

/** The scheduler's input: nothing (now), or the time to run as (a replay of a missed day, a test). */
const inputSchema = z.optional(z.nullable(z.looseObject({ now: z.optional(z.iso.datetime({ offset: true })) })));

/**
 * Daily (EventBridge Scheduler; the local scheduler runs it the same way): e-mails her and her
 * linked parents or guardians 14 days before a package with sessions left expires, once
 * (package-expiry-reminders.ts).
 */
export async function handler(event?: unknown): Promise<ExpiryReminderReport> {
  const input = inputSchema.parse(event);
  const report = await remindExpiringPackages(input?.now ? new Date(input.now) : new Date());
  logger.info('Package expiry reminders sent', { reminded: report.reminded.length, failed: report.failed.length });
  if (report.failed.length > 0) logger.warn('Some expiry reminders failed: they are tried again at the next run', { failed: report.failed });
  return report;
}
