import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { hasSignedInHint, setSignedInHint } from '@/features/auth/api/get-current-user';
import { jsonResponse, mockFetch, renderApp, renderRoute, type FetchHandler } from '@/testing/test-utils';
import { getDashboardQueryOptions } from '@/components/commerce/get-dashboard';
import { aDashboard, aPackage, aSession, ava } from '@/testing/fixtures';
import { CURRENT_USER_QUERY_KEY } from '@/lib/query-keys';
import DashboardPage from '@/features/dashboard/routes/dashboard';

const SLOW = { timeout: 5000 };

afterEach(() => dismissToast());

function signedIn(routes: Record<string, FetchHandler>): FetchHandler {
  setSignedInHint(true);
  return (url, init) => {
    if (url === '/api/auth/user') return jsonResponse(ava);
    return routes[url]?.(url, init) ?? jsonResponse({ message: 'Not found' }, 404);
  };
}

/** The dashboard page alone, or in the whole app when the test follows her to another page. */
async function openDashboard(routes: Record<string, FetchHandler>, wholeApp = false) {
  const fetchMock = mockFetch(signedIn(routes));
  const view = wholeApp ? renderApp('/dashboard') : renderRoute(<DashboardPage />, '/dashboard');
  return { ...view, fetchMock };
}

const main = () => within(screen.getByRole('main'));
/** A count card's value, by its label. */
const stat = (label: string) => main().getByText(label).nextElementSibling?.textContent;

describe('dashboard', () => {
  it('uses the dashboard query settings: retried once, 5 minutes fresh, kept 10', () => {
    const options = getDashboardQueryOptions();
    expect(options).toMatchObject({ queryKey: ['/api/dashboard'], staleTime: 300_000, gcTime: 600_000 });
    const retry = options.retry as (count: number, error: Error) => boolean;
    expect(retry(0, new Error('network'))).toBe(true);
    expect(retry(1, new Error('network'))).toBe(false);
  });

  it('welcomes a new athlete with the count cards and a welcome card to the course and mentorship', async () => {
    await openDashboard({ '/api/dashboard': () => jsonResponse(aDashboard()) });
    expect(await main().findByRole('heading', { level: 1, name: 'Welcome, Ava!' })).toBeDefined();
    expect(main().getByText(/recruiting progress/)).toBeDefined();
    expect(await main().findByRole('heading', { level: 2, name: 'Welcome to HerWay!' })).toBeDefined();
    expect(stat('Purchased Courses')).toBe('0');
    expect(stat('Active Mentorship Packages')).toBe('0');
    const welcome = within(main().getByRole('region', { name: 'Welcome to HerWay!' }));
    expect(welcome.getByRole('link', { name: /Mentorship/ }).getAttribute('href')).toBe('/mentorship');
    expect(welcome.getByRole('link', { name: /Course/ }).getAttribute('href')).toBe('/course');
    expect(main().queryByText('Session Ready to Complete')).toBeNull();
    expect(document.title).toBe('Dashboard | HerWay');
  });

  it("greets 'Athlete' without a first name", async () => {
    await openDashboard({ '/api/dashboard': () => jsonResponse(aDashboard({ user: { firstName: null } })) });
    expect(await main().findByRole('heading', { level: 1, name: 'Welcome, Athlete!' })).toBeDefined();
  });

  it('shows packages, counts, the ready-to-complete banner and the course entitlement line', async () => {
    const dashboard = aDashboard({
      coursePurchases: [{ id: 'cp-1', courseType: 'full_packet', status: 'active', purchaseDate: '2025-09-01T12:00:00.000Z' }],
      mentorshipPackages: [
        aPackage({ sessionsUsed: 1, sessionsRemaining: 7 }),
        aPackage({ id: 'pkg-2', packageType: 'starter', status: 'inactive', totalSessions: 5, sessionsUsed: 5, sessionsRemaining: 0 }),
      ],
      upcomingSessions: [aSession(), aSession({ id: 'session-2', sessionDate: new Date(Date.now() + 86_400_000).toISOString() })],
      totalSessionsRemaining: 7,
      entitlements: [{ courseId: 'course_packet', grantedAt: '2025-09-01T12:00:00.000Z', expiresAt: null, isActive: true }],
    });
    await openDashboard({ '/api/dashboard': () => jsonResponse(dashboard) });

    const banner = within(await main().findByRole('region', { name: 'Session Ready to Complete' }));
    expect(banner.getByText(/with Maya Reynolds/)).toBeDefined();
    expect(banner.getByRole('link', { name: 'Go to Sessions' }).getAttribute('href')).toBe('/sessions');
    expect(stat('Purchased Courses')).toBe('1');
    expect(stat('Active Mentorship Packages')).toBe('1');
    expect(main().queryByRole('region', { name: 'Welcome to HerWay!' })).toBeNull();

    const growth = within(main().getByRole('article', { name: 'Growth Package' }));
    expect(growth.getByText('1 of 8 sessions used')).toBeDefined();
    expect(growth.getByText('13%')).toBeDefined();
    expect(growth.getByRole('link', { name: 'Book a Session' }).getAttribute('href')).toBe('/sessions');
    expect(within(main().getByRole('article', { name: 'Starter Package' })).getByText('Package Inactive')).toBeDefined();

    const materials = within(main().getByRole('region', { name: 'Course Materials' }));
    expect(materials.getByText('Course Packet — lifetime access; materials appear here as they are released')).toBeDefined();
  });

  it('lists course materials with a Download button each', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const dashboard = aDashboard({
      entitlements: [{ courseId: 'course_packet', grantedAt: '2025-09-01T12:00:00.000Z', expiresAt: null, isActive: true }],
      courseMaterials: [{ assetId: 'asset-1', courseId: 'course_packet', fileName: 'Module 1.pdf', contentType: 'pdf', fileSize: 2_500_000 }],
    });
    const { user } = await openDashboard({
      '/api/dashboard': () => jsonResponse(dashboard),
      '/api/content/asset-1/download': () =>
        jsonResponse({ success: true, downloadUrl: 'https://files.example/module-1.pdf', filename: 'Module 1.pdf', message: 'Your download is ready.' }),
    });
    const materials = within(await main().findByRole('region', { name: 'Course Materials' }));
    expect(materials.getByText('Module 1.pdf')).toBeDefined();
    expect(materials.queryByText(/materials appear here/)).toBeNull();
    await user.click(materials.getByRole('button', { name: 'Download Module 1.pdf' }));
    expect(await screen.findByText('Download started')).toBeDefined();
    expect(open).toHaveBeenCalledWith('https://files.example/module-1.pdf', '_blank', 'noopener');
  });

  it('shows the load failure text', async () => {
    await openDashboard({ '/api/dashboard': () => jsonResponse({ message: 'boom' }, 500) });
    // One retry comes first, a second later.
    expect(await main().findByText('Failed to load dashboard data. Please try refreshing.')).toBeDefined();
    expect(main().getByRole('heading', { level: 1, name: 'Welcome, Ava!' })).toBeDefined();
  });

  it('downloads her data as a JSON file', async () => {
    // jsdom has no object URLs.
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const { user, fetchMock } = await openDashboard({
      '/api/dashboard': () => jsonResponse(aDashboard()),
      '/api/account/export': () => jsonResponse({ exportedAt: '2025-10-01T12:00:00.000Z', profile: { email: 'ava@example.com' }, records: {} }),
    });
    await user.click(await main().findByRole('button', { name: 'Download my data' }));
    expect(main().getByRole('link', { name: 'Your receipts' }).getAttribute('href')).toBe('/receipts');
    expect(await screen.findByText('Download started')).toBeDefined();
    expect(clicks).toEqual(['herway-my-data-2025-10-01.json']);
    expect(fetchMock).toHaveBeenCalledWith('/api/account/export', expect.objectContaining({ method: 'GET', credentials: 'include' }));
    click.mockRestore();
    Object.assign(URL, saved);
  });

  it("deletes the account: a wrong password stays in the dialog (no 'Session Expired'); the right one goes home signed out", async () => {
    let deleted = false;
    const { user, fetchMock, queryClient } = await openDashboard({
      '/api/dashboard': () => jsonResponse(aDashboard()),
      '/api/account': (_url, init) => {
        const { password } = JSON.parse(String(init.body)) as { password: string };
        if (password !== 'right-password') return jsonResponse({ message: 'Password is incorrect' }, 401);
        deleted = true;
        return jsonResponse({ message: 'Your account and all your data have been deleted.' });
      },
    });
    await user.click(await main().findByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));

    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByText('Password is required')).toBeDefined();

    await user.type(dialog.getByLabelText('Password'), 'wrong-password');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByText('Password is incorrect')).toBeDefined();
    expect(dialog.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/Session Expired/)).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');

    await user.clear(dialog.getByLabelText('Password'));
    await user.type(dialog.getByLabelText('Password'), 'right-password');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Account Deleted')).toBeDefined();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(deleted).toBe(true);
    expect(hasSignedInHint()).toBe(false);
    expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toBeNull();
    expect(queryClient.getQueryData(['/api/dashboard'])).toBeUndefined();
    expect(screen.queryByText('Login Required')).toBeNull();
    const call = fetchMock.mock.calls.find(([url, init]) => url === '/api/account' && init.method === 'DELETE');
    expect(call).toBeDefined();
  });

  it("a 401 on the dashboard while signed in: 'Session Expired' and /login", { timeout: 20_000 }, async () => {
    await openDashboard({ '/api/dashboard': () => jsonResponse({ message: 'Authentication required' }, 401) }, true);
    expect(await screen.findByText('Session Expired - Please log in again. Redirecting...', {}, SLOW)).toBeDefined();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'), SLOW);
    expect(screen.getAllByRole('link', { name: 'Athlete Login' }).length).toBeGreaterThan(0);
  });
});
