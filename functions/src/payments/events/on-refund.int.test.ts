import { paymentIntentReplySchema } from '@herway/shared/contracts/payments';
import { dashboardReplySchema } from '@herway/shared/contracts/dashboard';
import { describe, expect, inject, it } from 'vitest';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../../kernel/aws-clients';
import { getBooking } from '../../bookings/store/booking-repo';
import { getEntitlement } from '../../course/store/entitlement-repo';
import { REFUNDED_PACKAGE_REASON } from '../../bookings/store/refunded-bookings-repo';
import { tableName } from '../../kernel/store/table';
import { getPayment } from '../store/payment-repo';
import type { StoredPayment } from '../store/payment-repo';
import { stripeClient } from '../stripe/stripe';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { calendlyInvitee, eventually } from '../../testing/calendly';
import { recordInviteeBooking } from '../../bookings/invitee-bookings';
import { confirmLocalCard, stripeEnvelope, stripeEventBody, succeededEvent } from '../../testing/payments';
import { handler as onRefund } from './on-refund';
import { handler as onPaymentSucceeded } from './on-payment-succeeded';

const siteUrl = inject('siteUrl');

async function buy(athlete: TestAccount, path: string, body: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${siteUrl}${path}`, {
    method: 'POST',
    headers: { Origin: siteUrl, 'Content-Type': 'application/json', Cookie: athlete.cookie },
    body: JSON.stringify(body),
  });
  const reply = paymentIntentReplySchema.parse(await response.json());
  expect((await confirmLocalCard(siteUrl, reply.clientSecret)).status).toBe(200);
  await paymentIn(reply.paymentIntentId, 'succeeded');
  return reply.paymentIntentId;
}

const paymentIn = (paymentIntentId: string, status: StoredPayment['status']) =>
  eventually(async () => {
    const payment = await getPayment(paymentIntentId);
    return payment?.status === status ? payment : undefined;
  }, 20_000);

async function dashboard(athlete: TestAccount) {
  return dashboardReplySchema.parse(await (await fetch(`${siteUrl}/api/dashboard`, { headers: { Cookie: athlete.cookie } })).json());
}

describe('refunds withdraw what the payment granted', () => {
  it('a full refund of Elite through Stripe: payment refunded, package refunded, course access withdrawn', async () => {
    const athlete = await createTestAccount();
    const paymentIntentId = await buy(athlete, '/api/purchase-mentorship', { acceptedTerms: true, amount: 650, packageType: 'elite', totalSessions: 10 });

    // As the founders would from Stripe's dashboard: the local Stripe sends charge.refunded and refund.created.
    await stripeClient().refunds.create({ payment_intent: paymentIntentId });
    const payment = await paymentIn(paymentIntentId, 'refunded');
    expect(payment).toMatchObject({ amount: 65_000, amountRefunded: 65_000 });
    const board = await eventually(async () => {
      const current = await dashboard(athlete);
      return current.mentorshipPackages[0]?.status === 'refunded' ? current : undefined;
    });
    expect(board.mentorshipPackages).toEqual([expect.objectContaining({ packageType: 'elite', status: 'refunded' })]);
    expect(board.totalSessionsRemaining).toBe(0);
    expect(await getEntitlement(athlete.sub, 'course_packet')).toEqual({ courseId: 'course_packet', isActive: false, grantedBy: [] });
  });

  it('a partial refund keeps the access; the course stays open while another payment grants it', async () => {
    const athlete = await createTestAccount();
    const course = await buy(athlete, '/api/purchase-course', { acceptedTerms: true, amount: 150, courseType: 'full_packet' });
    const elite = await buy(athlete, '/api/purchase-mentorship', { acceptedTerms: true, amount: 650, packageType: 'elite', totalSessions: 10 });
    expect(await getEntitlement(athlete.sub, 'course_packet')).toMatchObject({ isActive: true, grantedBy: [course, elite] });

    await stripeClient().refunds.create({ payment_intent: course, amount: 5_000 });
    expect(await paymentIn(course, 'partially_refunded')).toMatchObject({ amountRefunded: 5_000 });
    expect((await dashboard(athlete)).coursePurchases[0]?.status).toBe('active');

    await stripeClient().refunds.create({ payment_intent: course });
    await paymentIn(course, 'refunded');
    await eventually(async () => ((await dashboard(athlete)).coursePurchases[0]?.status === 'refunded' ? true : undefined));
    // Elite still grants the course packet.
    expect(await getEntitlement(athlete.sub, 'course_packet')).toEqual({ courseId: 'course_packet', isActive: true, grantedBy: [elite] });
  });

  it('is idempotent, and a refund that arrives before its payment is retried until the payment exists', async () => {
    const athlete = await createTestAccount();
    const paid = succeededEvent({ userId: athlete.sub, productKey: 'full_packet', amount: 15_000 });
    const paymentIntentId = String(paid.data.object.id);
    const refunded = stripeEventBody('charge.refunded', { payment_intent: paymentIntentId, amount: 15_000, amount_refunded: 15_000, refunded: true });

    await expect(onRefund(stripeEnvelope(refunded))).rejects.toThrow(/not recorded as paid yet/);
    await onPaymentSucceeded(stripeEnvelope(paid));
    await onRefund(stripeEnvelope(refunded));
    await onRefund(stripeEnvelope(refunded));
    await onRefund(stripeEnvelope(stripeEventBody('refund.created', { payment_intent: paymentIntentId, amount: 15_000, status: 'succeeded' })));
    expect(await getPayment(paymentIntentId)).toMatchObject({ status: 'refunded', amountRefunded: 15_000 });
    expect(await getEntitlement(athlete.sub, 'course_packet')).toMatchObject({ isActive: false, grantedBy: [] });
  });

  it("a full refund flags the package's booked sessions for the founders, and Mark Complete refuses them", async () => {
    const athlete = await createTestAccount();
    const paid = succeededEvent({ userId: athlete.sub, productKey: 'starter', amount: 40_000 });
    const paymentIntentId = String(paid.data.object.id);
    await onPaymentSucceeded(stripeEnvelope(paid));
    const { booking } = await recordInviteeBooking(
      calendlyInvitee({ userId: athlete.sub, email: athlete.email, start: new Date(Date.now() - 2 * 3600 * 1000) }),
    );
    if (!booking) throw new Error('no booking');
    expect(booking).toMatchObject({ status: 'scheduled', needsAttention: false });

    const refunded = stripeEventBody('charge.refunded', { payment_intent: paymentIntentId, amount: 40_000, amount_refunded: 40_000, refunded: true });
    await onRefund(stripeEnvelope(refunded));
    await onRefund(stripeEnvelope(refunded)); // a replay flags nothing twice
    expect(await getBooking(athlete.sub, booking.id)).toMatchObject({ status: 'scheduled', needsAttention: true, attentionReason: REFUNDED_PACKAGE_REASON });
    const { Items = [] } = await dynamoClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :attention',
        FilterExpression: 'id = :id',
        ExpressionAttributeValues: { ':attention': 'ATTENTION', ':id': booking.id },
      }),
    );
    expect(Items).toHaveLength(1);

    const response = await fetch(`${siteUrl}/api/sessions/complete/${booking.id}`, {
      method: 'POST',
      headers: { Origin: siteUrl, 'Content-Type': 'application/json', Cookie: athlete.cookie },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: "This session's mentorship package was refunded, so it can't be marked complete. We'll be in touch about the booking.",
    });
    expect(await getBooking(athlete.sub, booking.id)).toMatchObject({ status: 'scheduled' });
  });
});
