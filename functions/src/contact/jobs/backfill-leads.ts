import { backfillLeads } from '../store/lead-repo';
import { logger } from '../../kernel/logger';

/**
 * Once per stage, after the leads release: gives every contact saved before leads
 * existed its LEAD#<email> copy, so it is listed by status and on the sender's athlete page.
 * Locally `npm run leads:backfill`; in AWS see docs/admin-athletes-leads-attention.md.
 */
export async function handler(): Promise<{ written: number }> {
  const written = await backfillLeads();
  logger.info('Leads backfilled', { written });
  return { written };
}
