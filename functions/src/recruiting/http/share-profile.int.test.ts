import { profileReplySchema, sharedProfileReplySchema } from '@herway/shared/contracts/recruiting';
import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';
import { fullProfile, profileOf as readProfile, recruitingCall } from '../../testing/recruiting';

// Also the tests of get-shared-profile and revoke-profile-share: sharing, the coach opening her page
// (get-shared-profile) and revoking it are one flow here. A bad or unknown token alone is in
// get-shared-profile.int.test.ts.

const siteUrl = inject('siteUrl');
const year = new Date().getUTCFullYear();

const call = (method: string, path: string, cookie?: string, body?: unknown) => recruitingCall(siteUrl, method, path, cookie, body);
const profileOf = (cookie: string) => readProfile(siteUrl, cookie);

const sharedPage = (sharePath: string, cookie?: string) => call('GET', `/api/shared-profiles/${sharePath.slice('/p/'.length)}`, cookie);

describe('her coach-facing page /p/{token}', () => {
  it('is off by default, opens signed out once shared, without contact until a guardian agreed, and is gone once revoked', async () => {
    const athlete = await createTestAccount({ firstName: 'Maya' });
    await call('PUT', '/api/profile', athlete.cookie, fullProfile);
    expect((await profileOf(athlete.cookie)).sharing.sharePath).toBeNull();

    const shared = profileReplySchema.parse(await (await call('POST', '/api/profile/share', athlete.cookie)).json()).sharing;
    const sharePath = shared.sharePath ?? '';
    expect(sharePath).toMatch(/^\/p\/[\w-]{43}$/);
    // Sharing again keeps the same address.
    expect(profileReplySchema.parse(await (await call('POST', '/api/profile/share', athlete.cookie)).json()).sharing.sharePath).toBe(sharePath);

    const page = await sharedPage(sharePath);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    const text = await page.text();
    const view = sharedProfileReplySchema.parse(JSON.parse(text));
    expect(view).toMatchObject({ name: expect.stringContaining('Maya'), graduationYear: year + 2, gpa: 3.8, contact: null });
    expect(view.highlightLinks.map((link) => link.host)).toEqual(['YouTube', 'Hudl']);
    for (const secret of [athlete.email, fullProfile.contactEmail, fullProfile.contactPhone]) expect(text).not.toContain(secret);

    await call('PUT', '/api/profile', athlete.cookie, { ...fullProfile, guardianConsent: true });
    const withConsent = sharedProfileReplySchema.parse(await (await sharedPage(sharePath)).json());
    expect(withConsent.contact).toEqual({ email: fullProfile.contactEmail, phone: fullProfile.contactPhone });

    const revoked = await call('DELETE', '/api/profile/share', athlete.cookie);
    expect(profileReplySchema.parse(await revoked.json()).sharing.sharePath).toBeNull();
    const other = await createTestAccount();
    for (const cookie of [undefined, other.cookie, athlete.cookie]) expect((await sharedPage(sharePath, cookie)).status).toBe(404);

    const again = profileReplySchema.parse(await (await call('POST', '/api/profile/share', athlete.cookie)).json()).sharing.sharePath;
    expect(again).not.toBe(sharePath);
    expect((await sharedPage(sharePath)).status).toBe(404);
    expect((await sharedPage(again ?? '')).status).toBe(200);
  });
});
