import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import { adminApi } from '../testing/admin-api';
import { anAsset, anAssetsReply } from '../testing/fixtures';
import AdminContentPage from '@/features/admin/routes/admin-content';

afterEach(() => act(() => dismissToast()));

const location = () => screen.getByTestId('location').textContent;

function contentApi(assets = anAssetsReply()) {
  return adminApi({
    '/api/admin/content/assets': () => jsonResponse(assets),
    // The page's course panel: an admin route, so a refusal here would end the admin session.
    '/api/admin/course': () => jsonResponse({ modules: [] }),
    '/api/admin/content/assets/a-1': (_url, init) => {
      const { isActive } = JSON.parse(String(init.body)) as { isActive: boolean };
      return jsonResponse({ asset: anAsset({ isActive }) });
    },
  });
}

describe('content management', () => {
  it("shows 'Access Denied' / 'Admin access required' to a non-admin, without redirecting", async () => {
    const fetchMock = mockFetch(adminApi({ '/api/admin/status': () => jsonResponse({ isAdmin: false }) }));
    renderRoute(<AdminContentPage />, '/admin/content');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeDefined();
    expect(screen.getByText('Admin access required')).toBeDefined();
    expect(location()).toBe('/admin/content');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/content/assets')).toBe(false);
    await waitFor(() => expect(document.title).toBe('Content Management | HerWay'));
  });

  it('shows the stats, the assets with human sizes and the recent access with shortened user ids', async () => {
    mockFetch(contentApi());
    renderRoute(<AdminContentPage />, '/admin/content');
    expect(await screen.findByRole('heading', { level: 1, name: 'Content Management' })).toBeDefined();
    const summary = await screen.findByRole('region', { name: 'Content summary' });
    const stat = (label: string) => within(summary).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    // The cards stand (with '…') while the figures load, so nothing under them moves when they arrive.
    await waitFor(() => expect([stat('Total Assets'), stat('Total Views'), stat('Recent Access')]).toEqual(['1', '5', '1']));
    expect(summary.getAttribute('aria-busy')).toBeNull();

    const asset = within(screen.getByRole('list', { name: 'Uploaded content' })).getByRole('listitem');
    expect(within(asset).getByText('Module 1 Slides')).toBeDefined();
    expect(within(asset).getByText('Active')).toBeDefined();
    expect(asset.textContent).toContain('1.5 KB');
    expect(asset.textContent).toContain('Course Packet');
    expect(asset.textContent).toContain('Aug 22, 2025');

    const access = screen.getByRole('region', { name: 'Recent access table' });
    expect(within(access).getByText('0f8fad5b…').getAttribute('title')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(within(access).getByText('download')).toBeDefined();
    expect(within(access).getByText('Module 1 Slides')).toBeDefined();
  });

  it('switches an asset off and on again with PATCH', async () => {
    const fetchMock = mockFetch(contentApi());
    const { user } = renderRoute(<AdminContentPage />, '/admin/content');
    await user.click(await screen.findByRole('button', { name: 'Deactivate Module 1 Slides' }));
    expect(await screen.findByText('Inactive')).toBeDefined();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/admin/content/assets/a-1')!;
    expect(init).toMatchObject({ method: 'PATCH', body: '{"isActive":false}' });

    await user.click(screen.getByRole('button', { name: 'Activate Module 1 Slides' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Uploaded content' })).getByText('Active')).toBeDefined());
  });

  it("says 'No content uploaded yet' and opens the upload form", async () => {
    mockFetch(contentApi(anAssetsReply({ assets: [], totalAssets: 0, totalAccesses: 0, recentAccesses: [] })));
    const { user } = renderRoute(<AdminContentPage />, '/admin/content');
    expect(await screen.findByText('No content uploaded yet')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Upload New Content' }));
    expect(screen.getByLabelText('File')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('File')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Upload New Content' }));
  });
});
