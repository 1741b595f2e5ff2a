import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@herway/shared/contracts/audit';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import { adminApi } from '../testing/admin-api';
import { auditActionLabel, auditChanges } from '../lib/audit';
import AdminAuditLogPage from '@/features/admin/routes/admin-audit-log';

const anEntry = (changes: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'e-1',
  at: '2026-11-27T10:00:00.000Z',
  actorId: 'admin-sub',
  actor: 'founder@herway.com',
  action: 'content.deactivate',
  targetType: 'asset',
  targetId: 'asset-1',
  reason: null,
  before: { fileName: 'Module 1.pdf', isActive: true },
  after: { fileName: 'Module 1.pdf', isActive: false },
  ...changes,
});

describe('the audit log page', () => {
  it('lists entries newest first with who, what, why and what changed, and loads more', async () => {
    mockFetch(
      adminApi({
        '/api/admin/audit-log?limit=25': () =>
          jsonResponse({
            items: [anEntry(), anEntry({ id: 'e-2', action: 'admin.sign-in', targetType: 'admin', targetId: 'admin-sub', before: null, after: null })],
            nextCursor: 'next',
          }),
        '/api/admin/audit-log?limit=25&cursor=next': () =>
          jsonResponse({
            items: [
              anEntry({ id: 'e-3', action: 'export.download', targetType: 'list', targetId: 'contacts', reason: 'Monthly report', before: null, after: null }),
            ],
          }),
      }),
    );
    const { user } = renderRoute(<AdminAuditLogPage />, '/admin/audit-log');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit Log' })).toBeDefined();
    const entries = within(await screen.findByRole('region', { name: 'Audit log entries' }));
    expect(entries.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Content switched off', 'Admin signed in']);
    expect(entries.getAllByText('founder@herway.com')).toHaveLength(2);
    expect(entries.getByText('1 change')).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Admin pages' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBe('page');

    await user.click(entries.getByRole('button', { name: 'Load more' }));
    expect(await entries.findByText('Reason: Monthly report')).toBeDefined();
    expect(entries.getByText('Showing 3 entries (all)')).toBeDefined();
  });

  it("is 'Access Denied' to anyone but an admin, and asks for nothing", async () => {
    const fetchMock = mockFetch(adminApi({ '/api/admin/status': () => jsonResponse({ isAdmin: false }) }));
    renderRoute(<AdminAuditLogPage />, '/admin/audit-log');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeDefined();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/admin/audit-log'))).toBe(false);
  });
});

describe('audit wording', () => {
  it('names actions plainly and shows only what changed', () => {
    expect(auditActionLabel('discount-code.create')).toBe('Discount code created');
    expect(auditActionLabel('payment.refund')).toBe('Payment refund requested');
    expect(auditActionLabel('course-module.release')).toBe('Course module released');
    expect(auditActionLabel('course-module.lessons')).toBe('Course module lessons set');
    expect(auditActionLabel('mentor.photo-set')).toBe('Mentor photo set');
    expect(auditChanges(anEntry())).toEqual([{ field: 'isActive', before: 'true', after: 'false' }]);
    expect(auditChanges(anEntry({ before: null, after: { code: 'SPRING25' } }))).toEqual([{ field: 'code', before: '—', after: 'SPRING25' }]);
  });
});
