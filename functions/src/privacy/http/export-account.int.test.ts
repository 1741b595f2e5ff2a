import { accountExportReplySchema } from '@herway/shared/contracts/account';
import { describe, expect, inject, it } from 'vitest';
import { athleteWithData as seedAthleteData } from '../../testing/account-data';
import { TestBrowser, json } from '../../testing/test-browser';

const siteUrl = inject('siteUrl');

const athleteWithData = (firstName: string) => seedAthleteData(siteUrl, firstName);

describe('GET /api/account/export', () => {
  it('returns everything stored about her, grouped, keys stripped, and nothing of another athlete', async () => {
    const { account, browser } = await athleteWithData('Ivy');
    const other = await athleteWithData('Nora');

    const response = await browser.get('/api/account/export');
    expect(response.status).toBe(200);
    const body = await json<{ exportedAt: string; profile: Record<string, unknown>; records: Record<string, Record<string, unknown>[]> }>(response);
    expect(accountExportReplySchema.safeParse(body).success).toBe(true);
    expect(body.profile).toMatchObject({ id: account.sub, email: account.email, firstName: 'Ivy', isAdmin: false });
    expect(Object.keys(body.records).sort()).toEqual(['contentEntitlements', 'coursePurchases', 'mentorshipPackages', 'sessionBookings']);
    expect(body.records.coursePurchases).toEqual([{ id: 'p-Ivy', courseType: 'full_packet', amount: 15000, status: 'succeeded' }]);
    expect(body.records.mentorshipPackages).toHaveLength(1);
    expect(body.records.sessionBookings?.map((booking) => booking.id).sort()).toEqual(['b1-Ivy', 'b2-Ivy']);
    expect(body.records.contentEntitlements).toMatchObject([{ courseId: 'course_packet' }]);
    // A contact message sent with her address is not hers to read: nothing proves she owns it.
    expect(body.records.contactMessages).toBeUndefined();

    const text = JSON.stringify(body);
    for (const internal of ['"PK"', '"SK"', 'GSI1PK', 'GSI1SK', 'USER#']) expect(text).not.toContain(internal);
    expect(text).not.toContain('Nora');
    expect(text).not.toContain('Hello from Ivy');
    expect(text).not.toContain(other.account.sub);
  });

  it('is for signed-in athletes', async () => {
    expect((await new TestBrowser(siteUrl).get('/api/account/export')).status).toBe(401);
  });
});
