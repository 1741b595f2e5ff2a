import { auditPageSchema } from '@herway/shared/contracts/audit';
import type { AuditEntry } from '@herway/shared/contracts/audit';
import type { TestAccount } from './accounts';

/** A same-site JSON call to the API as a signed-in browser (or anonymous without an account). */
export async function callApi(
  siteUrl: string,
  method: string,
  path: string,
  account?: TestAccount,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${siteUrl}${path}`, {
    method,
    headers: { Origin: siteUrl, 'Content-Type': 'application/json', ...(account ? { Cookie: account.cookie } : {}) },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** The audit log's newest entries made by one admin, or read by her of another account (other tests write entries meanwhile), newest first. */
export async function auditEntriesBy(siteUrl: string, admin: TestAccount, actorId = admin.sub): Promise<AuditEntry[]> {
  const response = await fetch(`${siteUrl}/api/admin/audit-log?limit=100`, { headers: { Cookie: admin.cookie } });
  if (response.status !== 200) throw new Error(`The audit log answered ${response.status}`);
  return auditPageSchema.parse(await response.json()).items.filter((entry) => entry.actorId === actorId);
}
