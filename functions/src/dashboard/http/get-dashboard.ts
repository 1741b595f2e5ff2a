import { dashboardReplySchema } from '@herway/shared/contracts/dashboard';
import { profileCompleteness } from '@herway/shared/catalog/recruiting';
import { coursePacket } from '@herway/shared/catalog/course';
import { listCourseMaterials } from '../../content/store/asset-repo';
import { readCourse } from '../../course/store/course-repo';
import { readAthleteCollection } from '../store/dashboard-repo';
import { bookingLinkKey, config, siteOrigins, usesRealCalendly } from '../../kernel/config';
import { bookingTokenOf } from '../../bookings/booking-links';
import { httpHandler } from '../../kernel/http-handler';
import { sortCourseMaterials } from '../../content/content';
import { openCourseIds } from '../../course/entitlement';
import { playerCourse, progressSummary } from '../../course/course';
import { certificateReply } from '../../course/certificate';
import { activeMentors } from '../../bookings/mentor-directory';
import { buildDashboard } from '../dashboard';

/**
 * GET /api/dashboard (athlete): her profile, purchases, packages, bookings and entitlements from
 * ONE Query of her item collection, with her booking links (sealing her id: booking-links.ts) to
 * the active mentors (kept a minute per container: mentor-directory.ts). When an entitlement opens a course
 * now, ONE more Query reads the active assets of those courses (her course materials), and when
 * it is the Course Packet, ONE Query of the course gives her progress and 'Continue' instead of
 * its files (docs/course-player.md), side by side; without one, the page stays a single request. Her
 * collection also says when her address is suppressed (it bounced, or she marked our mail as spam:
 * docs/email.md), and the page then says so.
 */
export const handler = httpHandler(
  { method: 'GET', path: '/api/dashboard', handler: 'dashboard/get-dashboard', auth: 'athlete' },
  { reply: dashboardReplySchema },
  async ({ user }) => {
    const [collection, mentors] = await Promise.all([readAthleteCollection(user.sub), activeMentors()]);
    const now = new Date();
    const courses = openCourseIds(collection.entitlements, now);
    const downloadable = courses.filter((courseId) => courseId !== coursePacket.courseId);
    const [materials, course] = await Promise.all([
      downloadable.length > 0 ? listCourseMaterials(downloadable).then(sortCourseMaterials) : [],
      courses.includes(coursePacket.courseId) ? readCourse(coursePacket.courseId) : undefined,
    ]);
    // Only about the address she has now (the copy is removed when she changes it).
    const suppression = collection.mailDelivery?.email === collection.profile?.email?.toLowerCase() ? collection.mailDelivery : undefined;
    const settings = config();
    const key = bookingLinkKey(settings);
    const dashboard = buildDashboard(
      collection,
      {
        // Without a key (a stage set up wrongly) the links carry none, and bookings wait for the founders.
        ...(key ? { bookingToken: bookingTokenOf(user.sub, key) } : {}),
        mentors,
        realCalendly: usesRealCalendly(settings),
        siteOrigin: siteOrigins(settings)[0] ?? 'http://localhost:3000',
      },
      materials,
      now,
    );
    return {
      ...dashboard,
      profileCompleteness: profileCompleteness(collection.recruiting ?? null),
      ...(course ? { course: progressSummary(playerCourse(course, collection.progress ?? [], now)) } : {}),
      ...(course && collection.certificate ? { certificate: certificateReply(collection.certificate) } : {}),
      ...(suppression ? { emailDelivery: suppression } : {}),
    };
  },
);
