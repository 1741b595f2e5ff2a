import { randomUUID } from 'node:crypto';
import { attentionReplySchema } from '@herway/shared/contracts/attention';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createPendingUpload } from '../../../content/store/asset-repo';
import { recordReconciledPayment } from '../../../insights/store/attention-repo';
import { listBookings } from '../../../bookings/store/booking-repo';
import { handler as onBookingCreated } from '../../../bookings/events/on-booking-created';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { adminCall } from '../../../testing/admin-actions';
import { calendlyBody, calendlyEnvelope } from '../../../testing/calendly';
import { testStripeId } from '../../../testing/payments';

const siteUrl = inject('siteUrl');

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

const attention = async (cookie?: string) => {
  const response = await fetch(`${siteUrl}/api/admin/attention`, { headers: cookie ? { Cookie: cookie } : {} });
  return { status: response.status, json: (await response.json()) as unknown };
};

async function pendingUpload(requestedAt: Date): Promise<string> {
  const id = randomUUID();
  await createPendingUpload(
    {
      id,
      storagePath: `content/course_packet/${id}.pdf`,
      courseId: 'course_packet',
      mimeType: 'application/pdf',
      fileName: `Never confirmed ${id}.pdf`,
      requestedBy: admin.sub,
      requestedAt: requestedAt.toISOString(),
    },
    Math.floor(Date.now() / 1000) + 24 * 3600,
  );
  return id;
}

describe('GET /api/admin/attention', () => {
  it('is for admins only', async () => {
    const athlete = await createTestAccount();
    expect((await attention()).status).toBe(401);
    expect((await attention(athlete.cookie)).status).toBe(403);
  });

  it('lists bookings that reserved nothing, orders the reconciliation fixed, orphaned uploads and the dead letters with their replay', async () => {
    const athlete = await createTestAccount();
    await onBookingCreated(calendlyEnvelope(calendlyBody('invitee.created', { userId: athlete.sub, email: athlete.email })));
    const [flagged] = await listBookings(athlete.sub);
    const paymentIntentId = testStripeId('pi');
    await recordReconciledPayment({ paymentIntentId, fixedAt: new Date().toISOString(), customerEmail: athlete.email, userId: athlete.sub, amount: 40_000 });
    const orphaned = await pendingUpload(new Date(Date.now() - 2 * 3600 * 1000));
    const recent = await pendingUpload(new Date());

    const answer = await attention(admin.cookie);
    expect(answer.status).toBe(200);
    const reply = attentionReplySchema.parse(answer.json);
    expect(reply.bookings.find((booking) => booking.id === flagged?.id)).toMatchObject({ userId: athlete.sub, reason: expect.any(String) });
    expect(reply.reconciledPayments.find((fix) => fix.paymentIntentId === paymentIntentId)).toMatchObject({ customerEmail: athlete.email, amount: 40_000 });
    expect(reply.orphanedUploads.map((upload) => upload.id)).toContain(orphaned);
    expect(reply.orphanedUploads.map((upload) => upload.id)).not.toContain(recent);
    expect(reply.deadLetters).toMatchObject({ count: expect.any(Number), replayCommand: 'npm run events:replay' });
  });

  it('drops a booking from the list once an admin cancels it', async () => {
    const athlete = await createTestAccount();
    await onBookingCreated(calendlyEnvelope(calendlyBody('invitee.created', { userId: athlete.sub, email: athlete.email })));
    const [flagged] = await listBookings(athlete.sub);
    if (!flagged) throw new Error('No booking');
    const cancelled = await adminCall(siteUrl, admin.cookie, 'POST', `/api/admin/bookings/${athlete.sub}/${flagged.id}/cancel`, {
      reason: 'No package: told the family',
    });
    expect([cancelled.status, cancelled.json.message]).toEqual([200, 'Session cancelled (it held no session of a package)']);
    const reply = attentionReplySchema.parse((await attention(admin.cookie)).json);
    expect(reply.bookings.some((booking) => booking.id === flagged.id)).toBe(false);
  });
});
