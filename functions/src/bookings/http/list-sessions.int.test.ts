import { sessionsReplySchema } from '@herway/shared/contracts/dashboard';
import { describe, expect, inject, it, vi } from 'vitest';
import { dynamoClient } from '../../kernel/aws-clients';
import { createMentorshipPackage } from '../store/package-repo';
import { recordInviteeBooking } from '../invitee-bookings';
import { createTestAccount } from '../../testing/accounts';
import { calendlyInvitee } from '../../testing/calendly';
import { httpEvent, lambdaContext } from '../../testing/http-event';
import { handler } from './list-sessions';
import { pageRequests, sessionChecks } from '../../testing/dynamo-requests';

const siteUrl = inject('siteUrl');
const day = 24 * 3600 * 1000;

describe('GET /api/sessions/user', () => {
  it('answers 401 without a session', async () => {
    expect((await fetch(`${siteUrl}/api/sessions/user`)).status).toBe(401);
  });

  it("lists her sessions newest first, and none of another athlete's", async () => {
    const athlete = await createTestAccount();
    const other = await createTestAccount();
    await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
    const soon = await recordInviteeBooking(calendlyInvitee({ userId: athlete.sub, email: athlete.email, start: new Date(Date.now() + day) }));
    const later = await recordInviteeBooking(
      calendlyInvitee({ userId: athlete.sub, email: athlete.email, start: new Date(Date.now() + 10 * day), minutes: 30 }),
    );
    const past = await recordInviteeBooking(calendlyInvitee({ userId: athlete.sub, email: athlete.email, start: new Date(Date.now() - day) }));
    await recordInviteeBooking(calendlyInvitee({ userId: other.sub, email: other.email }));

    const response = await fetch(`${siteUrl}/api/sessions/user`, { headers: { Cookie: athlete.cookie } });
    expect(response.status).toBe(200);
    const sessions = sessionsReplySchema.parse(await response.json());
    expect(sessions.map((s) => s.id)).toEqual([later.booking?.id, soon.booking?.id, past.booking?.id]);
    expect(sessions[0]).toMatchObject({ status: 'scheduled', sessionDuration: 30 });
  });

  it('is ONE DynamoDB request', async () => {
    const athlete = await createTestAccount();
    await recordInviteeBooking(calendlyInvitee({ userId: athlete.sub, email: athlete.email }));
    const send = vi.spyOn(dynamoClient(), 'send');
    try {
      const result = await handler(httpEvent('GET', '/api/sessions/user', { cookies: [athlete.cookie] }), lambdaContext);
      expect(result.statusCode).toBe(200);
      // Without a package the booking is kept, flagged for the founders.
      expect(JSON.parse(result.body ?? '')).toEqual([expect.objectContaining({ needsAttention: true, mentorshipPackageId: null })]);
      expect(pageRequests(send)).toHaveLength(1);
      expect(sessionChecks(send)).toHaveLength(1);
    } finally {
      send.mockRestore();
    }
  });
});
