import { athleteReplySchema } from '@herway/shared/contracts/admin-athletes';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { handler as onPaymentSucceeded } from '../../../payments/events/on-payment-succeeded';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { stripeEnvelope, succeededEvent } from '../../../testing/payments';
import { loopbackAddress, postFrom } from '../../../testing/visitor';

const siteUrl = inject('siteUrl');

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

const getAthlete = (id: string, cookie?: string) => fetch(`${siteUrl}/api/admin/athletes/${id}`, { headers: cookie ? { Cookie: cookie } : {} });

describe('GET /api/admin/athletes/{id}', () => {
  it('is for admins only', async () => {
    const athlete = await createTestAccount();
    expect((await getAthlete(athlete.sub)).status).toBe(401);
    expect((await getAthlete(athlete.sub, athlete.cookie)).status).toBe(403);
    const missing = await getAthlete('no-such-athlete', admin.cookie);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'No athlete has this id: she may have deleted her account.' });
  });

  it('shows her profile, packages with counts, payments, course access and her contact messages, the lead converted by her payment', async () => {
    const athlete = await createTestAccount({ firstName: 'Maya' });
    // From a network of its own: the contact form's per-network hourly limit is shared by every file.
    const contact = await postFrom(siteUrl, loopbackAddress(), '/api/contact', {
      firstName: 'Maya',
      lastName: 'Lopez',
      email: athlete.email.toUpperCase(),
      interestType: 'Mentorship Program',
      message: 'Tell me about the packages please',
    });
    expect(contact.status).toBe(200);
    await onPaymentSucceeded(stripeEnvelope(succeededEvent({ userId: athlete.sub, productKey: 'growth', amount: 56_000, receiptEmail: athlete.email })));

    const response = await getAthlete(athlete.sub, admin.cookie);
    expect(response.status).toBe(200);
    const page = athleteReplySchema.parse(await response.json());
    expect(page.profile).toMatchObject({ id: athlete.sub, email: athlete.email, firstName: 'Maya' });
    expect(page.packages).toEqual([
      expect.objectContaining({ packageType: 'growth', totalSessions: 8, sessionsRemaining: 8, sessionsBooked: 0, sessionsToBook: 8, status: 'active' }),
    ]);
    expect(page.payments).toEqual([expect.objectContaining({ amount: 56_000, status: 'succeeded', productType: 'growth', isTest: false })]);
    expect(page.contacts).toEqual([expect.objectContaining({ message: 'Tell me about the packages please', status: 'converted' })]);
    expect(page.bookings).toEqual([]);
  });
});
