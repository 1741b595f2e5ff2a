import { coursePacket } from '@herway/shared/catalog/course';
import { familyAthletePathSchema } from '@herway/shared/contracts/family';
import { familyAthleteReplySchema } from '@herway/shared/contracts/family-athlete';
import { playerCourse, progressSummary } from '../../course/course';
import { openCourseIds } from '../../course/entitlement';
import { readCourse } from '../../course/store/course-repo';
import { linkBetween } from '../../family/store/family-repo';
import { NotFound } from '../../kernel/domain-errors';
import { httpHandler } from '../../kernel/http-handler';
import { getPayments } from '../../payments/store/payment-repo';
import { buildFamilyAthleteView } from '../family-athlete';
import { readAthleteCollection } from '../store/dashboard-repo';

/**
 * GET /api/family/athletes/{athleteId} (guardian): what she sees of an athlete she is linked to
 * (docs/family.md). The link is one consistent GetItem of her own side, read first: any other
 * athlete, or an ended link, is 404 before anything of the athlete is read. Then the athlete's
 * collection (one Query), the payments for her (BatchGet) and, with the Course Packet, the course.
 */
export const handler = httpHandler(
  { method: 'GET', path: '/api/family/athletes/{athleteId}', handler: 'dashboard/get-family-athlete', auth: 'guardian' },
  { path: familyAthletePathSchema, reply: familyAthleteReplySchema },
  async ({ user, path }) => {
    const link = await linkBetween(user.sub, path.athleteId);
    if (!link) throw new NotFound("We couldn't find that athlete among your family links.");
    const collection = await readAthleteCollection(path.athleteId);
    const now = new Date();
    const hasCourse = openCourseIds(collection.entitlements, now).includes(coursePacket.courseId);
    const [payments, course] = await Promise.all([getPayments(collection.paymentIds ?? []), hasCourse ? readCourse(coursePacket.courseId) : undefined]);
    return buildFamilyAthleteView({
      athleteId: path.athleteId,
      collection,
      payments,
      ...(course ? { course: progressSummary(playerCourse(course, collection.progress ?? [], now)) } : {}),
      now,
    });
  },
);
