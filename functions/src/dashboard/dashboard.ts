import type { DashboardReply, MentorshipPackageSummary } from '@herway/shared/contracts/dashboard';
import { openActionItems } from '../bookings/mentor-notes';
import { bookingLinks, toPackageSummary, upcomingSessions } from '../bookings/sessions';
import type { BookingLinkOptions } from '../bookings/sessions';
import type { AthleteCollection } from './store/dashboard-repo';

// Her dashboard, shaped from her item collection and what the other domains make of it. Pure.

type CourseMaterial = DashboardReply['courseMaterials'][number];

const newestFirst = <T extends { purchaseDate: string }>(a: T, b: T) => b.purchaseDate.localeCompare(a.purchaseDate);

/** Whether a package's sessions can still be used at `now`: active and not past its expiry. */
const isUsable = (summary: MentorshipPackageSummary, now: Date) =>
  summary.status === 'active' && (!summary.expiresAt || new Date(summary.expiresAt).getTime() > now.getTime());

/** Her usable packages' sessions: not yet booked (what 'Sessions remaining' means) and booked; an expired package's count for nothing. */
export function activeSessionTotals(
  packages: readonly MentorshipPackageSummary[],
  now: Date,
): Pick<DashboardReply, 'totalSessionsRemaining' | 'totalSessionsBooked'> {
  const active = packages.filter((summary) => isUsable(summary, now));
  return {
    totalSessionsRemaining: active.reduce((sum, summary) => sum + summary.sessionsToBook, 0),
    totalSessionsBooked: active.reduce((sum, summary) => sum + summary.sessionsBooked, 0),
  };
}

/**
 * GET /api/dashboard from the athlete's item collection, and the active assets of the courses her
 * entitlements open (read by the handler, in the order to show them).
 */
export function buildDashboard(
  collection: AthleteCollection,
  links: Omit<BookingLinkOptions, 'profile'>,
  courseMaterials: readonly CourseMaterial[] = [],
  now = new Date(),
): DashboardReply {
  const packages = [...collection.packages].sort(newestFirst);
  return {
    user: { firstName: collection.profile?.firstName ?? null },
    coursePurchases: [...collection.coursePurchases]
      .sort(newestFirst)
      .map(({ id, courseType, status, purchaseDate }) => ({ id, courseType, status, purchaseDate })),
    mentorshipPackages: packages.map(toPackageSummary),
    upcomingSessions: upcomingSessions(collection.bookings),
    ...activeSessionTotals(packages.map(toPackageSummary), now),
    entitlements: collection.entitlements.map((entitlement) => ({
      courseId: entitlement.courseId,
      grantedAt: entitlement.grantedAt,
      expiresAt: entitlement.accessExpiresAt ?? null,
      isActive: entitlement.isActive,
    })),
    courseMaterials: courseMaterials.map(({ assetId, courseId, fileName, description, contentType, fileSize }) => ({
      assetId,
      courseId,
      fileName,
      ...(description ? { description } : {}),
      contentType,
      fileSize,
    })),
    bookingLinks: bookingLinks({ ...links, profile: collection.profile }),
    openActionItems: openActionItems(collection.actionItems ?? [], collection.bookings),
  };
}
