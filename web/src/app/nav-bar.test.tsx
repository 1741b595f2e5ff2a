import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasSignedInHint, setSignedInHint } from '@/features/auth/api/get-current-user';
import { jsonResponse, mockFetch, renderApp } from '@/testing/test-utils';

const athlete = {
  id: 'u1',
  email: 'ava@example.com',
  firstName: 'Ava',
  isAdmin: false,
  createdAt: '2025-08-22T10:00:00.000Z',
};

const MOBILE_MENU = 'mobile-menu';

describe('navigation bar', () => {
  it('shows the links and Athlete Login to a new visitor, without asking the API for a session', async () => {
    const fetchMock = mockFetch();
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    const nav = screen.getByRole('navigation', { name: 'Main' });

    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'About Us', 'Mentorship Program', 'Course Packet', 'Contact Us']);
    expect(within(nav).getByRole('link', { name: 'About Us' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('link', { name: 'Athlete Login' })[0]!.getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: /log out/i })).toBeNull();
    // No session request, so no 401 in the console of a visitor who never signed in: only the
    // page's public content (the mentors).
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/mentors']));
  });

  it('asks the API when this browser signed in before, and forgets an expired session', async () => {
    setSignedInHint(true);
    const fetchMock = mockFetch();
    renderApp('/about');

    await waitFor(() => expect(hasSignedInHint()).toBe(false));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.objectContaining({ credentials: 'include' }));
    expect(screen.getAllByRole('link', { name: 'Athlete Login' }).length).toBeGreaterThan(0);
  });

  it('shows Dashboard and Log Out when signed in, and logs out', async () => {
    setSignedInHint(true);
    let signedIn = true;
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/auth/user') return signedIn ? jsonResponse(athlete) : jsonResponse({}, 401);
      if (url === '/api/auth/logout' && init.method === 'POST') {
        signedIn = false;
        return jsonResponse({ success: true });
      }
      return jsonResponse({ message: 'Not Found' }, 404);
    });
    const { user } = renderApp('/about');

    const logOut = await screen.findByRole('button', { name: 'Log Out' });
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');

    await user.click(logOut);

    expect(await screen.findByText('Logged Out')).toBeDefined();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Athlete Login' }).length).toBeGreaterThan(0);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(hasSignedInHint()).toBe(false);
  });

  it('toasts a failed logout', async () => {
    setSignedInHint(true);
    mockFetch((url) => (url === '/api/auth/user' ? jsonResponse(athlete) : jsonResponse({ message: 'boom' }, 500)));
    const { user } = renderApp('/about');

    await user.click(await screen.findByRole('button', { name: 'Log Out' }));

    expect(await screen.findByText('Logout Failed')).toBeDefined();
    expect(screen.getByText('Failed to logout')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeDefined();
  });

  it('opens and closes the mobile menu, which offers a visitor the login', async () => {
    mockFetch();
    const { user } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById(MOBILE_MENU)!;
    expect(within(menu).getByRole('link', { name: 'Athlete Login' }).getAttribute('href')).toBe('/login');
    expect(within(menu).queryByRole('button', { name: 'Log Out' })).toBeNull();
  });

  it('offers her dashboard and Log Out in the mobile menu when signed in, and logs out from it', async () => {
    setSignedInHint(true);
    let signedIn = true;
    mockFetch((url, init) => {
      if (url === '/api/auth/user') return signedIn ? jsonResponse(athlete) : jsonResponse({}, 401);
      if (url === '/api/auth/logout' && init.method === 'POST') {
        signedIn = false;
        return jsonResponse({ success: true });
      }
      return jsonResponse({}, 404);
    });
    const { user } = renderApp('/about');
    await screen.findByRole('button', { name: 'Log Out' });

    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu.hidden).toBe(true);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    expect(menu.hidden).toBe(false);
    expect(within(menu).queryByRole('link', { name: 'Athlete Login' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(within(menu).getByRole('button', { name: 'Log Out' })).toBeDefined();

    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.click(within(menu).getByRole('link', { name: 'Course Packet' }));
    await screen.findByRole('heading', { level: 1, name: 'Course Packet' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);
    await user.click(within(menu).getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText('Logged Out')).toBeDefined();
    await waitFor(() => expect(within(menu).queryByRole('button', { name: 'Log Out' })).toBeNull());
    expect(hasSignedInHint()).toBe(false);
  });

  // The family (docs/family.md): both kinds of account reach /family; a guardian has no dashboard.
  it.each([
    ['an athlete', athlete, ['Dashboard', 'Family']],
    ['a guardian', { ...athlete, email: 'dana@example.com', firstName: 'Dana', accountType: 'guardian' }, ['Family']],
  ])('offers %s her own account entries on the bar and in the mobile menu', async (_who, signedIn, entries) => {
    setSignedInHint(true);
    mockFetch((url) => (url === '/api/auth/user' ? jsonResponse(signedIn) : jsonResponse({}, 404)));
    const { user } = renderApp('/about');
    await screen.findByRole('button', { name: 'Log Out' });
    const accountLinks = (scope: HTMLElement) =>
      within(scope)
        .getAllByRole('link')
        .filter((link) => ['/dashboard', '/family'].includes(link.getAttribute('href') ?? ''))
        .map((link) => link.textContent);
    expect(accountLinks(screen.getByRole('banner'))).toEqual(entries);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById(MOBILE_MENU)!;
    expect(accountLinks(menu)).toEqual(entries);
    expect(within(menu).getByRole('link', { name: 'Family' }).getAttribute('href')).toBe('/family');
  });
});
