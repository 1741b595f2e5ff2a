import type { SessionUser } from '../kernel/auth/token-verifier';
import { buildMentorshipPackage } from '../bookings/store/package-repo';

// Unit tests of the session handlers: athlete-1 signed in with the cookie 'herway_access=athlete-token'
// (this module stands in for kernel/auth/token-verifier: `vi.mock(path, () => import(...))`),
// her Starter package and one booking of it.

/** The token verifier's stand-in: 'athlete-token' is athlete-1's access token, anything else nobody's. */
export const verifyAccessToken = async (token: string): Promise<SessionUser | undefined> =>
  token === 'athlete-token'
    ? {
        sub: 'athlete-1',
        username: 'a@example.com',
        groups: ['athlete'],
        isAdmin: false,
        authTime: 1_790_000_000,
        tokenId: 'jti-1',
        expiresAt: 4_102_444_800,
      }
    : undefined;

export const cookies = ['herway_access=athlete-token'];
export const pkg = buildMentorshipPackage({ id: 'pkg-1', userId: 'athlete-1', packageType: 'starter', amount: 40_000, now: '2026-01-01T00:00:00.000Z' });
export const bookingId = 'pkg-1_0b9c2a52-8e0b-4d6f-a1b7-2c9e4f5d6a70';
export const booking = {
  id: bookingId,
  userId: 'athlete-1',
  mentorshipPackageId: 'pkg-1',
  mentorName: 'Maya Reynolds',
  sessionDate: '2026-01-10T16:00:00.000Z',
  sessionDuration: 60,
  status: 'scheduled',
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};
