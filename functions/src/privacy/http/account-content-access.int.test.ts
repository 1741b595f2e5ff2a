import { describe, expect, inject, it } from 'vitest';
import { listAccessLogsOf } from '../../course/store/access-log-repo';
import { createTestAccount } from '../../testing/accounts';
import { grantEntitlement, uploadAsset } from '../../testing/content';

// Cross-cutting: course downloads (download-asset), then export-account and delete-account.

const siteUrl = inject('siteUrl');
const headers = (cookie: string) => ({ Cookie: cookie, Origin: siteUrl, 'Content-Type': 'application/json' });

describe('her course downloads in her data', () => {
  it('are in her export, and lose her id, address and browser when she deletes her account', async () => {
    const admin = await createTestAccount({ group: 'admin' });
    const athlete = await createTestAccount();
    const { asset } = await uploadAsset(siteUrl, admin.cookie, { courseId: 'bonus_content' });
    await grantEntitlement(athlete.sub, 'bonus_content');
    const download = await fetch(`${siteUrl}/api/content/${asset.id}/download`, { headers: { Cookie: athlete.cookie, 'User-Agent': 'HerWay test browser' } });
    expect(download.status).toBe(200);

    const exported = (await (await fetch(`${siteUrl}/api/account/export`, { headers: { Cookie: athlete.cookie } })).json()) as {
      records: Record<string, Record<string, unknown>[]>;
    };
    expect(exported.records.contentAccess).toMatchObject([{ assetId: asset.id, action: 'download', userAgent: 'HerWay test browser' }]);

    const deleted = await fetch(`${siteUrl}/api/account`, {
      method: 'DELETE',
      headers: headers(athlete.cookie),
      body: JSON.stringify({ password: athlete.password }),
    });
    expect(deleted.status).toBe(200);
    expect(await listAccessLogsOf(athlete.sub)).toEqual([]);
    const anonymised = (await listAccessLogsOf('deleted-user')).filter((log) => log.assetId === asset.id);
    expect(anonymised).toHaveLength(1);
    expect(anonymised[0]).not.toHaveProperty('ipAddress');
    expect(anonymised[0]).not.toHaveProperty('userAgent');
  });
});
