import { healthReplySchema } from '@herway/shared/contracts/system';
import { checkServices } from '../service-checks';
import { config } from '../../kernel/config';
import { httpHandler, reply } from '../../kernel/http-handler';

/** GET /api/health: 200 when every service answers, 503 naming the one that does not. */
export const handler = httpHandler(
  { method: 'GET', path: '/api/health', handler: 'system/get-health', auth: 'public' },
  { reply: healthReplySchema },
  async () => {
    const services = await checkServices();
    const allUp = Object.values(services).every((state) => state === 'up');
    const body = healthReplySchema.parse({ status: allUp ? 'ok' : 'degraded', stage: config().STAGE, services });
    return reply(allUp ? 200 : 503, body);
  },
);
