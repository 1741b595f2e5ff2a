import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, useToasts } from '@/components/ui/toast/use-toast';
import { hasSignedInHint, setSignedInHint } from '../api/get-current-user';
import { useLogout } from '../api/logout';
import { apiRequest } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import { SESSION_EXPIRED_MESSAGE } from '../lib/session-expiry';
import { ava } from '@/testing/fixtures';
import { PageGuard } from './page-guard';
import { CURRENT_USER_QUERY_KEY } from '@/lib/query-keys';

function Probe() {
  const { pathname, search } = useLocation();
  const toasts = useToasts();
  return (
    <>
      <output data-testid="location">{pathname + search}</output>
      <output data-testid="toast">
        {toasts
          .filter((t) => t.open)
          .map((t) => String(t.title))
          .join('|')}
      </output>
    </>
  );
}

function PrivateData() {
  const { data } = useQuery({ queryKey: ['/api/dashboard'], queryFn: () => apiRequest('GET', '/api/dashboard') });
  return <p>private: {data ? 'loaded' : 'loading'}</p>;
}

function LogOutButton() {
  const logout = useLogout();
  return <button onClick={() => logout.mutate()}>Log Out</button>;
}

function renderGate(path: string, user: typeof ava | null | undefined) {
  const queryClient = createQueryClient();
  if (user !== undefined) queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/dashboard"
            element={
              <PageGuard role="athlete" title="Dashboard" what="your dashboard">
                {(u) => (
                  <>
                    <h1>Welcome, {u.firstName}!</h1>
                    <PrivateData />
                    <LogOutButton />
                  </>
                )}
              </PageGuard>
            }
          />
          <Route
            path="/sessions"
            element={
              <PageGuard role="athlete" title="Your Mentorship Sessions" what="your sessions">
                {() => <p>sessions</p>}
              </PageGuard>
            }
          />
          <Route path="/login" element={<p>login page</p>} />
          <Route path="/admin" element={<p>admin page</p>} />
          <Route path="/" element={<p>home page</p>} />
        </Routes>
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient };
}

const location = () => screen.getByTestId('location').textContent;
const toastTitles = () => screen.getByTestId('toast').textContent;
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('PageGuard role="athlete"', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => dismissToast());
    vi.useRealTimers();
  });

  it("signed out: 'Login Required', 'Access Required' with 'Go to Login', and /login after exactly 1 s", async () => {
    renderGate('/dashboard', null);
    await advance(0);

    expect(toastTitles()).toBe('Login Required');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Access Required' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByText(/Welcome/)).toBeNull();

    await advance(999);
    expect(location()).toBe('/dashboard');
    await advance(1);
    expect(location()).toBe('/login');
    expect(screen.getByText('login page')).toBeDefined();
  });

  it('brings her back to the gated page after login', async () => {
    renderGate('/sessions', null);
    await advance(0);
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login?redirect=%2Fsessions');
    await advance(1000);
    expect(location()).toBe('/login?redirect=%2Fsessions');
  });

  it('asks the API (not the passive hint) and shows the page to a signed-in athlete', async () => {
    const fetchMock = mockFetch((url) => (url === '/api/auth/user' ? jsonResponse(ava) : jsonResponse({ ok: true })));
    renderGate('/dashboard', undefined);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeDefined();
    await advance(0);
    await advance(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ava!' })).toBeDefined();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.anything());
    await advance(5000);
    expect(location()).toBe('/dashboard');
    expect(toastTitles()).toBe('');
  });

  it.each(['/dashboard', '/sessions'])('sends a signed-in admin from %s to /admin at once, without asking the athlete API', async (path) => {
    const admin = { ...ava, id: 'admin-sub', email: 'admin@herway.local', isAdmin: true };
    const fetchMock = mockFetch((url) => (url === '/api/auth/user' ? jsonResponse(admin) : jsonResponse({ message: 'Forbidden' }, 403)));
    renderGate(path, undefined);
    await advance(0);
    await advance(0);

    expect(location()).toBe('/admin');
    expect(screen.getByText('admin page')).toBeDefined();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.anything());
    expect(fetchMock).not.toHaveBeenCalledWith('/api/dashboard', expect.anything());
    expect(screen.queryByRole('heading', { level: 2, name: 'Access Required' })).toBeNull();
    expect(screen.queryByText(/Welcome/)).toBeNull();
    expect(toastTitles()).toBe('');
    await advance(2000);
    expect(location()).toBe('/admin');
  });

  it("a 401 while signed in: 'Session Expired', the user forgotten, and /login after 0.5 s", async () => {
    setSignedInHint(true);
    mockFetch((url) => (url === '/api/dashboard' ? jsonResponse({ message: 'Authentication required' }, 401) : jsonResponse({}, 404)));
    const { queryClient } = renderGate('/dashboard', ava);
    await advance(0);
    await advance(0);

    expect(toastTitles()).toBe(SESSION_EXPIRED_MESSAGE);
    expect(screen.getByRole('heading', { level: 2, name: 'Access Required' })).toBeDefined();
    expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toBeNull();
    expect(hasSignedInHint()).toBe(false);

    await advance(499);
    expect(location()).toBe('/dashboard');
    await advance(1);
    expect(location()).toBe('/login');
    // The expiry notice was not replaced by the signed-out one.
    expect(toastTitles()).toBe(SESSION_EXPIRED_MESSAGE);
  });

  it("a sign-out she asked for shows no 'Login Required' notice and goes home", async () => {
    setSignedInHint(true);
    mockFetch((url) => (url === '/api/dashboard' ? jsonResponse({ ok: true }) : jsonResponse({ message: 'Logged out' })));
    renderGate('/dashboard', ava);
    await advance(0);
    await advance(0);
    expect(screen.getByText('private: loaded')).toBeDefined();

    await act(async () => screen.getByRole('button', { name: 'Log Out' }).click());
    await advance(0);
    await advance(0);
    expect(location()).toBe('/');
    expect(toastTitles()).toBe('Logged Out');
    await advance(2000);
    expect(location()).toBe('/');
  });
});
