import { auditPageSchema } from '@herway/shared/contracts/audit';
import type { AuditEntry } from '@herway/shared/contracts/audit';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { setAssetActive, uploadAsset } from '../../../testing/content';
import { signInAdminWithCode } from '../../../testing/second-factor';
import { TestBrowser } from '../../../testing/test-browser';

const siteUrl = inject('siteUrl');

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

/** The newest entries of the log whose actor is `actorId` (other test files write entries meanwhile). */
async function entriesBy(actorId: string): Promise<AuditEntry[]> {
  const response = await fetch(`${siteUrl}/api/admin/audit-log?limit=100`, { headers: { Cookie: admin.cookie } });
  expect(response.status).toBe(200);
  return auditPageSchema.parse(await response.json()).items.filter((entry) => entry.actorId === actorId);
}

describe('GET /api/admin/audit-log', () => {
  it('is for admins only, and read-only', async () => {
    expect((await fetch(`${siteUrl}/api/admin/audit-log`)).status).toBe(401);
    const athlete = await createTestAccount();
    expect((await fetch(`${siteUrl}/api/admin/audit-log`, { headers: { Cookie: athlete.cookie } })).status).toBe(403);
    for (const method of ['POST', 'PATCH', 'DELETE']) {
      const response = await fetch(`${siteUrl}/api/admin/audit-log`, {
        method,
        headers: { Cookie: admin.cookie, Origin: siteUrl, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(response.status, method).toBe(404);
    }
    expect((await fetch(`${siteUrl}/api/admin/audit-log?cursor=bm90LWEta2V5`, { headers: { Cookie: admin.cookie } })).status).toBe(400);
  });

  it("records an admin's sign-in, uploads, content switched off and exports, newest first, with before and after", async () => {
    const founder = await createTestAccount({ group: 'admin', withoutSecondFactor: true });
    const browser = new TestBrowser(siteUrl);
    expect((await signInAdminWithCode(browser, founder.email, founder.password)).status).toBe(200);
    // Her session is the one that gave the code (the account's first cookie never did).
    const session = browser.cookieHeader;
    const { asset } = await uploadAsset(siteUrl, session, { courseId: 'course_packet', fileName: 'Audit Module.pdf' });
    expect((await setAssetActive(siteUrl, session, asset.id, false)).status).toBe(200);
    expect((await fetch(`${siteUrl}/api/admin/export/contacts`, { headers: { Cookie: session } })).status).toBe(200);

    const entries = await entriesBy(founder.sub);
    // Her first sign-in set up her authenticator: audited before the sign-in itself.
    expect(entries.map((entry) => entry.action)).toEqual(['export.download', 'content.deactivate', 'content.upload', 'admin.sign-in', 'admin.totp-enrolled']);
    expect(entries.every((entry) => entry.actor === founder.email)).toBe(true);
    const deactivated = entries[1];
    expect(deactivated).toMatchObject({
      targetType: 'asset',
      targetId: asset.id,
      before: { isActive: true, fileName: 'Audit Module.pdf' },
      after: { isActive: false },
    });
    expect(entries[0]).toMatchObject({ targetType: 'list', targetId: 'contacts', before: null });
  });
});
