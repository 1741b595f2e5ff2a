import type { DashboardReply, MentorshipPackageSummary, Session } from '@herway/shared/contracts/dashboard';
import type { CurrentUser } from '@/features/auth/api/get-current-user';

/** Test data in the API's own shapes (the replies are parsed with the shared contracts). */

export const ava: CurrentUser = {
  id: 'user-ava',
  email: 'ava@example.com',
  firstName: 'Ava',
  lastName: 'Lopez',
  isAdmin: false,
  createdAt: '2025-08-22T10:00:00.000Z',
};

/** A package; what is left to book follows the remaining and booked sessions unless given. */
export function aPackage(overrides: Partial<MentorshipPackageSummary> = {}): MentorshipPackageSummary {
  const sessionsRemaining = overrides.sessionsRemaining ?? 8;
  const sessionsBooked = overrides.sessionsBooked ?? 0;
  return {
    id: 'pkg-1',
    packageType: 'growth',
    status: 'active',
    sessionsUsed: 0,
    totalSessions: 8,
    sessionsRemaining,
    sessionsBooked,
    sessionsToBook: Math.max(0, sessionsRemaining - sessionsBooked),
    purchaseDate: '2025-09-01T12:00:00.000Z',
    ...overrides,
  };
}

const HOUR = 3600_000;

export function aSession(overrides: Partial<Session> = {}): Session {
  return {
    id: 'session-1',
    status: 'scheduled',
    sessionDate: new Date(Date.now() - 2 * HOUR).toISOString(),
    mentorName: 'Maya Reynolds',
    sessionDuration: 60,
    mentorshipPackageId: 'pkg-1',
    completedAt: null,
    notes: null,
    ...overrides,
  };
}

export const bookingLinks: DashboardReply['bookingLinks'] = [
  {
    mentorId: 'maya-reynolds',
    mentorName: 'Maya Reynolds',
    sessionMinutes: 60,
    url: 'http://localhost:3000/local/scheduler?mentor=maya-reynolds&utm_content=user-ava',
  },
  {
    mentorId: 'jordan-ellis',
    mentorName: 'Jordan Ellis',
    sessionMinutes: 60,
    url: 'http://localhost:3000/local/scheduler?mentor=jordan-ellis&utm_content=user-ava',
  },
];

export function aDashboard(overrides: Partial<DashboardReply> = {}): DashboardReply {
  return {
    user: { firstName: 'Ava' },
    coursePurchases: [],
    mentorshipPackages: [],
    upcomingSessions: [],
    totalSessionsRemaining: 0,
    totalSessionsBooked: 0,
    entitlements: [],
    courseMaterials: [],
    bookingLinks,
    ...overrides,
  };
}

/** Her recruiting timeline as the dashboard's card reads it: none until her profile has a graduation year. */
export const anEmptyTimeline = () => ({ graduationYear: null, steps: [], complianceNote: 'Rules change: check with the school’s compliance office.' });
