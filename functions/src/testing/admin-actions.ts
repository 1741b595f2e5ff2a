import { auditPageSchema } from '@herway/shared/contracts/audit';
import type { AuditEntry } from '@herway/shared/contracts/audit';
import { jsonHeaders } from './content';

/** An admin's request with a JSON body, answered with its status and JSON. */
export async function adminCall(
  siteUrl: string,
  cookie: string,
  method: 'POST' | 'PATCH',
  path: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${siteUrl}${path}`, { method, headers: jsonHeaders(siteUrl, cookie), body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** The newest audit entries about `targetId` (other test files write entries meanwhile). */
export async function auditEntriesAbout(siteUrl: string, cookie: string, targetId: string): Promise<AuditEntry[]> {
  const response = await fetch(`${siteUrl}/api/admin/audit-log?limit=100`, { headers: { Cookie: cookie } });
  if (response.status !== 200) throw new Error(`The audit log answered ${response.status}`);
  return auditPageSchema.parse(await response.json()).items.filter((entry) => entry.targetId === targetId);
}
