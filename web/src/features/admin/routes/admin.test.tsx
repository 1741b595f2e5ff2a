import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { jsonResponse, mockFetch, renderApp, renderRoute } from '@/testing/test-utils';
import { adminApi } from '../testing/admin-api';
import { anAnalytics } from '../testing/fixtures';
import AdminPage from '@/features/admin/routes/admin';

const SLOW = { timeout: 8000 };

/** The page chunk, the chart chunk and the toaster load lazily: slow when the whole suite runs in parallel. */
afterEach(() => act(() => dismissToast()));

const location = () => screen.getByTestId('location').textContent;

/** The value of a stat card, by its label. */
function stat(label: string): string | null {
  const term = within(screen.getByRole('region', { name: 'Summary' })).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

async function openAdmin(handler = adminApi()) {
  const fetchMock = mockFetch(handler);
  const view = renderRoute(<AdminPage />, '/admin');
  await screen.findByRole('tab', { name: 'Contacts' });
  return { ...view, fetchMock };
}

describe('admin dashboard', () => {
  it('sends anyone who is not an admin to /admin-login', { timeout: 30_000 }, async () => {
    mockFetch(adminApi({ '/api/admin/status': () => jsonResponse({ isAdmin: false }) }));
    renderApp('/admin');
    await waitFor(() => expect(location()).toBe('/admin-login'), SLOW);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' }, SLOW)).toBeDefined();
  });

  it('shows the title, the buttons, the five stat cards and noindex', async () => {
    await openAdmin();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Admin Dashboard']);
    await waitFor(() => expect(document.title).toBe('Admin Dashboard | HerWay'));
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeDefined();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    await screen.findByRole('region', { name: 'Summary' });
    expect(stat('Total Contacts')).toBe('20');
    expect(stat('Total Users')).toBe('7');
    expect(stat('Total Revenue')).toBe('$1,050');
    expect(stat('Successful Payments')).toBe('3');
    expect(stat('Conversion Rate')).toBe('15%');
  });

  it("shows the server's conversion rate, never payments ÷ contacts", async () => {
    await openAdmin(
      adminApi({
        '/api/analytics': () => jsonResponse(anAnalytics({ totalContacts: 40, totalPayments: 9, contactEmails: 30, convertedEmails: 2, conversionRate: 7 })),
      }),
    );
    await screen.findByRole('region', { name: 'Summary' });
    expect(stat('Conversion Rate')).toBe('7%');
  });

  it("lists contacts page by page with 'Load more', and links each list's CSV export", async () => {
    const { user, fetchMock } = await openAdmin();
    const table = await screen.findByRole('region', { name: 'Contacts table' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Export CSV of contacts' }).getAttribute('href')).toBe('/api/admin/export/contacts');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('Mia Chen')).toBeDefined();
    expect(within(table).getByText('Not specified')).toBeDefined();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/contacts?limit=25&cursor=page-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('switches tabs from the keyboard: users, payments, analytics charts and insights', async () => {
    const { user } = await openAdmin();
    const contactsTab = screen.getByRole('tab', { name: 'Contacts' });
    expect(contactsTab.getAttribute('aria-selected')).toBe('true');
    act(() => contactsTab.focus());

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'User Accounts' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No user accounts found')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Export CSV of user accounts' }).getAttribute('href')).toBe('/api/admin/export/users');

    await user.keyboard('{ArrowRight}');
    const payments = await screen.findByRole('region', { name: 'Payments table' });
    expect(within(payments).getByText('Unknown')).toBeDefined();
    expect(within(payments).getAllByText('$400.00 USD')).toHaveLength(2);

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { level: 3, name: 'Sport Breakdown' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 3, name: 'Interest Breakdown' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 3, name: 'Monthly Revenue' })).toBeDefined();
    expect(screen.getByRole('table', { name: 'Revenue by month' })).toBeDefined();
    expect(screen.getByText('August 2025')).toBeDefined();

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('Great work!')).toBeDefined();
    expect(screen.getByText('Soccer')).toBeDefined();
  });

  it("asks to follow up at 10% or less, and sends a test e-mail with the server's message", async () => {
    const { user, fetchMock } = await openAdmin(
      adminApi({ '/api/analytics': () => jsonResponse(anAnalytics({ contactEmails: 10, convertedEmails: 1, conversionRate: 10 })) }),
    );
    await user.click(screen.getByRole('tab', { name: 'Insights' }));
    expect(await screen.findByText('Consider following up with more prospects.')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Test Email' }));
    expect(await screen.findByText('Test Email Sent')).toBeDefined();
    expect(screen.getByText('Test email sent to admin@herway.local')).toBeDefined();
    expect(fetchMock.mock.calls.find(([url]) => url === '/api/test-email')?.[1]).toMatchObject({ method: 'POST' });
  });

  it("shows 'Email Test Failed' when the test e-mail cannot be sent", async () => {
    const { user } = await openAdmin(adminApi({ '/api/test-email': () => jsonResponse({ message: 'Failed to send test email' }, 502) }));
    await user.click(screen.getByRole('tab', { name: 'Insights' }));
    await user.click(await screen.findByRole('button', { name: 'Test Email' }));
    expect(await screen.findByText('Email Test Failed')).toBeDefined();
    expect(screen.getByText('Failed to send test email')).toBeDefined();
  });

  it("logs out: 'Logged Out' and on to /admin-login", async () => {
    const { user, fetchMock } = await openAdmin();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/admin-login'));
    expect(await screen.findByText('Logged Out')).toBeDefined();
    expect(fetchMock.mock.calls.find(([url]) => url === '/api/admin/logout')?.[1]).toMatchObject({ method: 'POST' });
  });

  it("shows 'Logout Failed' and stays when the logout fails", async () => {
    const { user } = await openAdmin(adminApi({ '/api/admin/logout': () => jsonResponse({ message: 'Internal error' }, 500) }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout Failed')).toBeDefined();
    expect(screen.getByText('Failed to logout')).toBeDefined();
    expect(location()).toBe('/admin');
  });

  it('goes to /admin-login when the session ends under the page (a list answers 401)', async () => {
    mockFetch(adminApi({ '/api/contacts?limit=25': () => jsonResponse({ message: 'Authentication required' }, 401) }));
    renderRoute(<AdminPage />, '/admin');
    await waitFor(() => expect(location()).toBe('/admin-login'));
  });
});
