import { athletePathSchema, athleteReplySchema } from '@herway/shared/contracts/admin-athletes';
import { readAthlete } from '../../athlete-page';
import { notFound } from '../../../kernel/http-errors';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';

/**
 * GET /api/admin/athletes/{id} (admin): one athlete's profile, packages with their counts,
 * bookings, payments, course access and the contact messages from her address.
 */
export const handler = adminHttpHandler(
  { method: 'GET', path: '/api/admin/athletes/{id}', handler: 'admin/admin/get-athlete', auth: 'admin' },
  { path: athletePathSchema, reply: athleteReplySchema },
  async ({ path }) => {
    const athlete = await readAthlete(path.id);
    if (!athlete) throw notFound('No athlete has this id: she may have deleted her account.');
    return athlete;
  },
);
