import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { completeSessionReplySchema } from '@herway/shared/contracts/dashboard';
import { describe, expect, inject, it, vi } from 'vitest';
import { dynamoClient } from '../../kernel/aws-clients';
import { cancelSchedulerBooking } from '../store/booking-cancel-repo';
import { getBooking } from '../store/booking-repo';
import { createMentorshipPackage, listPackages } from '../store/package-repo';
import type { MentorshipPackageRecord } from '../store/package-repo';
import { recordInviteeBooking } from '../invitee-bookings';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { calendlyInvitee } from '../../testing/calendly';
import { httpEvent, lambdaContext } from '../../testing/http-event';
import { handler } from './complete-session';
import { pageRequests } from '../../testing/dynamo-requests';

const siteUrl = inject('siteUrl');
const hour = 3600 * 1000;

const complete = async (account: TestAccount | undefined, id: string) => {
  const response = await fetch(`${siteUrl}/api/sessions/complete/${encodeURIComponent(id)}`, {
    method: 'POST',
    headers: { Origin: siteUrl, 'Content-Type': 'application/json', ...(account ? { Cookie: account.cookie } : {}) },
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

async function athleteWithSession(start = new Date(Date.now() - 2 * hour)) {
  const athlete = await createTestAccount();
  const pkg = await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
  const invitee = calendlyInvitee({ userId: athlete.sub, email: athlete.email, start });
  const { booking } = await recordInviteeBooking(invitee);
  if (!booking) throw new Error('no booking');
  return { athlete, pkg, booking, invitee };
}

const packageOf = async (sub: string, id: string): Promise<MentorshipPackageRecord | undefined> => (await listPackages(sub)).find((p) => p.id === id);

describe('POST /api/sessions/complete/{id}', () => {
  it('completes her past session and moves one session from reserved to used, in ONE transaction', async () => {
    const { athlete, pkg, booking } = await athleteWithSession();
    expect(await packageOf(athlete.sub, pkg.id)).toMatchObject({ sessionsUsed: 0, sessionsRemaining: 5, sessionsReserved: 1 });

    const send = vi.spyOn(dynamoClient(), 'send');
    let result;
    try {
      result = await handler(
        httpEvent('POST', `/api/sessions/complete/${booking.id}`, {
          cookies: [athlete.cookie],
          headers: { origin: siteUrl, 'content-type': 'application/json' },
          pathParameters: { id: booking.id },
        }),
        lambdaContext,
      );
      // The write is the first request and the only one: the reads after it only shape the reply.
      expect(pageRequests(send)[0]).toBeInstanceOf(TransactWriteCommand);
      expect(send.mock.calls.filter(([command]) => command instanceof TransactWriteCommand)).toHaveLength(1);
    } finally {
      send.mockRestore();
    }
    expect(result?.statusCode).toBe(200);
    const reply = completeSessionReplySchema.parse(JSON.parse(result?.body ?? ''));
    expect(reply.session).toMatchObject({ id: booking.id, status: 'completed', completedAt: expect.any(String) });
    expect(reply.package).toMatchObject({ id: pkg.id, sessionsUsed: 1, sessionsRemaining: 4 });
    expect(await packageOf(athlete.sub, pkg.id)).toMatchObject({ sessionsUsed: 1, sessionsRemaining: 4, sessionsReserved: 0 });
  });

  it('refuses to complete it twice, changing nothing', async () => {
    const { athlete, pkg, booking } = await athleteWithSession();
    expect((await complete(athlete, booking.id)).status).toBe(200);
    const again = await complete(athlete, booking.id);
    expect(again).toEqual({ status: 409, json: { message: 'This session is already completed' } });
    expect(await packageOf(athlete.sub, pkg.id)).toMatchObject({ sessionsUsed: 1, sessionsRemaining: 4, sessionsReserved: 0 });
  });

  it('refuses a cancelled session', async () => {
    const { athlete, pkg, booking, invitee } = await athleteWithSession();
    await cancelSchedulerBooking(invitee.uri, { status: 'cancelled', reason: null, now: new Date().toISOString() });
    expect(await complete(athlete, booking.id)).toEqual({ status: 409, json: { message: 'Only scheduled sessions can be completed' } });
    expect(await packageOf(athlete.sub, pkg.id)).toMatchObject({ sessionsUsed: 0, sessionsRemaining: 5, sessionsReserved: 0 });
    expect((await getBooking(athlete.sub, booking.id))?.status).toBe('cancelled');
  });

  it("answers 404 for another athlete's session and for an unknown id, changing nothing", async () => {
    const { athlete, pkg, booking } = await athleteWithSession();
    const intruder = await createTestAccount();
    await createMentorshipPackage({ userId: intruder.sub, packageType: 'starter', amount: 40_000, id: pkg.id });
    expect(await complete(intruder, booking.id)).toEqual({ status: 404, json: { message: 'Session not found' } });
    expect(await complete(athlete, `${pkg.id}_00000000-0000-4000-8000-000000000000`)).toEqual({ status: 404, json: { message: 'Session not found' } });
    expect(await complete(athlete, 'no-such-session')).toEqual({ status: 404, json: { message: 'Session not found' } });
    expect((await getBooking(athlete.sub, booking.id))?.status).toBe('scheduled');
    expect(await packageOf(athlete.sub, pkg.id)).toMatchObject({ sessionsUsed: 0, sessionsRemaining: 5, sessionsReserved: 1 });
    expect(await packageOf(intruder.sub, pkg.id)).toMatchObject({ sessionsUsed: 0, sessionsRemaining: 5, sessionsReserved: 0 });
  });

  it('refuses a session that has not started yet', async () => {
    const { athlete, pkg, booking } = await athleteWithSession(new Date(Date.now() + 24 * hour));
    const result = await complete(athlete, booking.id);
    expect(result.status).toBe(409);
    expect(result.json.message).toMatch(/hasn't started yet/);
    expect(await packageOf(athlete.sub, pkg.id)).toMatchObject({ sessionsUsed: 0, sessionsRemaining: 5, sessionsReserved: 1 });
  });

  it('refuses a flagged session without a package', async () => {
    const athlete = await createTestAccount();
    const { booking } = await recordInviteeBooking(calendlyInvitee({ userId: athlete.sub, email: athlete.email, start: new Date(Date.now() - hour) }));
    const result = await complete(athlete, booking?.id ?? '');
    expect(result.status).toBe(409);
    expect(result.json.message).toMatch(/isn't linked to a mentorship package/);
  });

  it('answers 401 without a session and 403 to a cross-site post', async () => {
    const { athlete, booking } = await athleteWithSession();
    expect((await complete(undefined, booking.id)).status).toBe(401);
    const crossSite = await fetch(`${siteUrl}/api/sessions/complete/${booking.id}`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json', Cookie: athlete.cookie },
    });
    expect(crossSite.status).toBe(403);
    expect((await getBooking(athlete.sub, booking.id))?.status).toBe('scheduled');
  });
});
