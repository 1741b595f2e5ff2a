import { readAthleteCollection } from '../../adapters/dynamo/dashboard-repo';
import { config, siteOrigins, usesRealCalendly } from '../../lib/config';
import { httpHandler } from '../../lib/http-handler';
import { buildDashboard } from '../../services/sessions';

/**
 * GET /api/dashboard (athlete): her profile, purchases, packages, bookings and entitlements from
 * ONE Query of her item collection, with her booking links.
 */
export const handler = httpHandler('dashboard/get-dashboard', {}, async ({ user }) => {
  const collection = await readAthleteCollection(user.sub);
  const settings = config();
  return buildDashboard(collection, {
    sub: user.sub,
    realCalendly: usesRealCalendly(settings),
    siteOrigin: siteOrigins(settings)[0] ?? 'http://localhost:3000',
  });
});
