import { paymentIntentReplySchema } from '@herway/shared/contracts/payments';
import { dashboardReplySchema } from '@herway/shared/contracts/dashboard';
import { familyAthleteReplySchema } from '@herway/shared/contracts/family-athlete';
import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';
import { callApi } from '../../testing/admin-calls';
import { eventually } from '../../testing/calendly';
import { emailsTo } from '../../testing/emails';
import { linkFamily } from '../../testing/family';
import { confirmLocalCard, paymentIn } from '../../testing/payments';

// A parent or guardian pays for her linked athlete (docs/family.md): the package is the athlete's,
// the guardian is the payer (her receipt); nobody pays for an athlete she is not linked to.

const siteUrl = inject('siteUrl');
const sesUrl = inject('sesUrl');

const starter = { acceptedTerms: true, amount: 400, packageType: 'starter', totalSessions: 5 };

describe('a guardian paying for her athlete', () => {
  it("pays for a linked athlete's package: the package is on the athlete's dashboard, the receipt goes to the guardian, both can follow it", async () => {
    const athlete = await createTestAccount({ firstName: 'Maya' });
    const guardian = await createTestAccount({ group: 'guardian', firstName: 'Dana', email: `dana-${crypto.randomUUID()}@example.com` });
    await linkFamily(siteUrl, sesUrl, athlete, guardian);

    const opened = await callApi(siteUrl, 'POST', '/api/purchase-mentorship', guardian, { ...starter, forAthleteId: athlete.sub });
    expect(opened.status).toBe(200);
    const intent = paymentIntentReplySchema.parse(opened.json);
    expect((await confirmLocalCard(siteUrl, intent.clientSecret)).status).toBe(200);
    const payment = await paymentIn(intent.paymentIntentId, 'succeeded');
    expect(payment).toMatchObject({ userId: athlete.sub, customerEmail: guardian.email, customerName: 'Dana Parent', athleteName: 'Maya Athlete' });

    const dashboard = await eventually(async () => {
      const reply = dashboardReplySchema.parse((await callApi(siteUrl, 'GET', '/api/dashboard', athlete)).json);
      return reply.mentorshipPackages.length > 0 ? reply : undefined;
    });
    expect(dashboard.mentorshipPackages[0]).toMatchObject({ packageType: 'starter' });
    const status = await callApi(siteUrl, 'GET', `/api/payment-status/${intent.paymentIntentId}`, guardian);
    expect(status.json).toMatchObject({ status: 'ready', productKey: 'starter' });

    const receipt = await eventually(async () => (await emailsTo(sesUrl, guardian.email)).find((email) => email.subject.startsWith('Receipt HW-')));
    expect(receipt.body.text).toContain('Hi Dana Parent,');
    expect(receipt.body.text).toContain("Maya Athlete's");
    expect((await emailsTo(sesUrl, athlete.email)).some((email) => email.subject.startsWith('Receipt HW-'))).toBe(false);

    const view = familyAthleteReplySchema.parse((await callApi(siteUrl, 'GET', `/api/family/athletes/${athlete.sub}`, guardian)).json);
    expect(view.payments).toEqual([
      expect.objectContaining({ id: intent.paymentIntentId, item: expect.stringContaining('STARTER'), amount: 400, refundedAmount: 0 }),
    ]);
  });

  it('refuses a guardian without a linked athlete, an unlinked athlete, and an athlete paying for someone else', async () => {
    const athlete = await createTestAccount();
    const guardian = await createTestAccount({ group: 'guardian' });
    expect(await callApi(siteUrl, 'POST', '/api/purchase-mentorship', guardian, starter)).toMatchObject({
      status: 400,
      json: { message: 'Choose the athlete you are paying for.' },
    });
    expect(
      await callApi(siteUrl, 'POST', '/api/purchase-course', guardian, {
        acceptedTerms: true,
        amount: 200,
        courseType: 'full_packet',
        forAthleteId: athlete.sub,
      }),
    ).toMatchObject({
      status: 404,
      json: { message: "We couldn't find that athlete among your family links." },
    });
    const other = await createTestAccount();
    expect(await callApi(siteUrl, 'POST', '/api/purchase-mentorship', athlete, { ...starter, forAthleteId: other.sub })).toMatchObject({
      status: 400,
      json: { message: 'You can only pay for your own account.' },
    });
    expect((await callApi(siteUrl, 'POST', '/api/purchase-mentorship', athlete, { ...starter, forAthleteId: athlete.sub })).status).toBe(200);
  });
});
