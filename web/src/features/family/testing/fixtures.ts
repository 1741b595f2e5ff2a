import type { FamilyInviteSummary, FamilyLink, FamilyReply } from '@herway/shared/contracts/family';
import type { FamilyAthleteReply } from '@herway/shared/contracts/family-athlete';
import type { CurrentUser } from '@/features/auth/api/get-current-user';
import { aPackage, ava } from '@/testing/fixtures';

/** Family test data in the API's own shapes (the replies are parsed with the shared contracts). */

/** A guardian's account (the current user's `accountType`, as GET /api/auth/user answers it). */
export const dana: CurrentUser = { ...ava, id: 'user-dana', email: 'dana@example.com', firstName: 'Dana', lastName: 'Lopez', accountType: 'guardian' };

export function aLink(overrides: Partial<FamilyLink> = {}): FamilyLink {
  return {
    id: 'link-1',
    role: 'guardian',
    userId: 'user-dana',
    firstName: 'Dana',
    lastName: 'Lopez',
    email: 'dana@example.com',
    since: '2025-09-01T12:00:00.000Z',
    ...overrides,
  };
}

export function aFamily(overrides: Partial<FamilyReply> = {}): FamilyReply {
  return { accountType: 'athlete', links: [], invites: [], ...overrides };
}

export const INVITE_TOKEN = 'A'.repeat(43);

export function anInviteSummary(overrides: Partial<FamilyInviteSummary> = {}): FamilyInviteSummary {
  return { inviterFirstName: 'Ava', invitedAs: 'guardian', email: 'dana@example.com', expiresAt: '2025-09-08T12:00:00.000Z', ...overrides };
}

export function anAthleteView(overrides: Partial<FamilyAthleteReply> = {}): FamilyAthleteReply {
  return {
    athlete: { id: 'user-ava', firstName: 'Ava', lastName: 'Lopez' },
    packages: [{ ...aPackage({ sessionsUsed: 2, totalSessions: 5, sessionsRemaining: 3 }), expiresAt: '2099-03-01T12:00:00.000Z' }],
    upcomingSessions: [{ id: 'b-next', status: 'scheduled', sessionDate: '2026-01-10T17:00:00.000Z', mentorName: 'Maya Reynolds' }],
    pastSessions: [
      {
        id: 'b-shared',
        status: 'completed',
        sessionDate: '2025-12-01T17:00:00.000Z',
        mentorName: 'Jordan Ellis',
        sharedNotes: {
          bookingId: 'b-shared',
          notes: 'Great film review; email three coaches.',
          version: 1,
          updatedAt: '2025-12-01T19:00:00.000Z',
          actionItems: [{ id: 'ai-1', bookingId: 'b-shared', text: 'Email three coaches', dueDate: '2025-12-15', doneAt: null }],
        },
      },
      { id: 'b-private', status: 'completed', sessionDate: '2025-11-01T17:00:00.000Z', mentorName: 'Maya Reynolds' },
    ],
    course: { percentComplete: 40, releasedModules: 9, currentModule: 3, next: null },
    openActionItems: [
      {
        id: 'ai-1',
        bookingId: 'b-shared',
        text: 'Email three coaches',
        dueDate: '2025-12-15',
        doneAt: null,
        mentorName: 'Jordan Ellis',
        sessionDate: '2025-12-01T17:00:00.000Z',
      },
    ],
    payments: [{ id: 'pi_1', item: 'Growth Package', amount: 448, refundedAmount: 100, status: 'partially_refunded', paidAt: '2025-09-01T12:00:00.000Z' }],
    workspace: null,
    contactConsent: { given: false, givenAt: null, givenBy: null },
    ...overrides,
  };
}
