import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { aDashboard, anEmptyTimeline, ava } from '@/testing/fixtures';
import { jsonResponse, mockFetch, renderApp, renderRoute, type FetchHandler } from '@/testing/test-utils';
import { hasSignedInHint, setSignedInHint } from '../api/get-current-user';
import LoginPage from '@/features/auth/routes/login';

const SLOW = { timeout: 5000 };

/** The page chunk and the toaster load lazily: slow when the whole suite runs in parallel. */
afterEach(() => dismissToast());

const signedOut: FetchHandler = () => jsonResponse({ message: 'Authentication required' }, 401);

/** The login page alone, or in the whole app when the test follows her to another page. */
async function openLogin(path = '/login', handler: FetchHandler = signedOut, wholeApp = false) {
  const fetchMock = mockFetch(handler);
  const view = wholeApp ? renderApp(path) : renderRoute(<LoginPage />, path);
  await screen.findByRole('heading', { level: 1, name: 'Athlete Login' });
  return { ...view, fetchMock };
}

const location = () => screen.getByTestId('location').textContent;

/** Login answers `reply`; afterwards the dashboard loads for Ava. */
function loginAnswering(reply: () => Response | Promise<Response>): FetchHandler {
  return (url) => {
    if (url === '/api/auth/login') return reply();
    if (url === '/api/dashboard') return jsonResponse(aDashboard());
    // Her dashboard's timeline card: answered, or its 401 would read as her session ending.
    if (url === '/api/recruiting/timeline') return jsonResponse(anEmptyTimeline());
    return signedOut(url, {});
  };
}

describe('login and registration pages when she is already signed in', { timeout: 20_000 }, () => {
  const signedIn: FetchHandler = (url) => {
    if (url === '/api/auth/user') return jsonResponse(ava);
    if (url === '/api/dashboard') return jsonResponse(aDashboard());
    return jsonResponse({ message: 'Not Found' }, 404);
  };

  it.each([
    ['/login', '/dashboard'],
    ['/register', '/dashboard'],
    ['/login?redirect=%2Fsessions', '/sessions'],
    ['/register?redirect=%2Fprotected-checkout%3Ftype%3Dcourse', '/protected-checkout?type=course'],
  ])('%s sends her on to %s', async (path, landsOn) => {
    setSignedInHint(true);
    mockFetch(signedIn);
    renderApp(path);
    await waitFor(() => expect(location()).toBe(landsOn));
  });
});

describe('login page', () => {
  it('has labelled fields, the Sign In button and the links to register and reset the password', async () => {
    await openLogin();
    expect(document.title).toBe('Athlete Login | HerWay');
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDefined();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/register');
    expect(main.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('shows the sign-in form messages linked to their fields, and sends nothing', async () => {
    const { user, fetchMock } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    for (const [label, message] of [
      ['Email', 'Invalid email address'],
      ['Password', 'Password is required'],
    ] as const) {
      expect(await screen.findByText(message)).toBeDefined();
      const control = screen.getByLabelText(label);
      expect(control.getAttribute('aria-invalid')).toBe('true');
      const described = control
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
      expect(described).toContain(message);
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/login', expect.anything());
  });

  it("signs in: 'Signing In...', 'Welcome Back!', the nav switches and the dashboard opens", { timeout: 20_000 }, async () => {
    let answer!: (response: Response) => void;
    const { user, fetchMock, queryClient } = await openLogin(
      '/login',
      loginAnswering(() => new Promise((resolve) => (answer = resolve))),
      true,
    );
    await user.type(screen.getByLabelText('Email'), '  Ava@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const pending = await screen.findByRole('button', { name: 'Signing In...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login')!;
    expect(JSON.parse(String(call[1].body))).toEqual({ email: 'ava@example.com', password: 'correct-horse' });

    answer(jsonResponse({ user: ava, message: 'Successfully logged in to your account.' }));

    expect(await screen.findByText('Welcome Back!', {}, SLOW)).toBeDefined();
    expect(screen.getByText('Successfully logged in to your account.')).toBeDefined();
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava!' }, SLOW)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeDefined();
    expect(queryClient.getQueryData(['/api/auth/user'])).toEqual(ava);
    expect(hasSignedInHint()).toBe(true);
  });

  it('asks an admin who signs in here for her authenticator code, then sends her to /admin, never to the athlete dashboard', { timeout: 20_000 }, async () => {
    const admin = { ...ava, id: 'admin-sub', email: 'admin@herway.local', firstName: 'Founder', isAdmin: true };
    const { user, fetchMock } = await openLogin(
      '/login',
      (url, init) => {
        if (url === '/api/auth/login') return jsonResponse({ mfa: { step: 'challenge' }, message: 'Enter the 6-digit code from your authenticator app.' });
        if (url === '/api/auth/mfa') {
          const { code } = JSON.parse(String(init?.body)) as { code: string };
          return code === '123456'
            ? jsonResponse({ user: admin, message: 'Admin Login Successful' })
            : jsonResponse({ message: 'That code is not right.' }, 400);
        }
        if (url === '/api/admin/status') return jsonResponse({ isAdmin: true });
        if (url === '/api/dashboard') return jsonResponse({ message: 'Forbidden' }, 403);
        // The admin dashboard's own lists: not what this test looks at.
        return jsonResponse({ message: 'Unavailable' }, 503);
      },
      true,
    );
    await user.type(screen.getByLabelText('Email'), 'admin@herway.local');
    await user.type(screen.getByLabelText('Password'), 'admin-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const codeField = await screen.findByLabelText('Authentication code', {}, SLOW);
    expect(location()).toBe('/login');
    await user.type(codeField, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    expect(await screen.findByText('That code is not right.', {}, SLOW)).toBeDefined();
    await user.clear(codeField);
    await user.type(codeField, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));

    expect(await screen.findByText('Admin Login Successful', {}, SLOW)).toBeDefined();
    await waitFor(() => expect(location()).toBe('/admin'), SLOW);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, SLOW)).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/dashboard', expect.anything());
  });

  it('goes back to a same-site ?redirect= path, never to another site', async () => {
    const ok = loginAnswering(() => jsonResponse({ user: ava, message: 'ok' }));
    const first = await openLogin('/login?redirect=%2Fresources', ok);
    await first.user.type(screen.getByLabelText('Email'), 'ava@example.com');
    await first.user.type(screen.getByLabelText('Password'), 'pw');
    await first.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toBe('/resources'));
    first.unmount();

    const second = await openLogin('/login?redirect=https%3A%2F%2Fevil.example%2F', ok);
    await second.user.type(screen.getByLabelText('Email'), 'ava@example.com');
    await second.user.type(screen.getByLabelText('Password'), 'pw');
    await second.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('sends a parent or guardian to /family, or to the family page named in ?redirect=, never to the athlete dashboard', async () => {
    const guardian = { ...ava, id: 'user-dana', email: 'dana@example.com', accountType: 'guardian' as const };
    const ok = loginAnswering(() => jsonResponse({ user: guardian, message: 'ok' }));
    for (const [path, landsOn] of [
      ['/login', '/family'],
      ['/login?redirect=%2Fsessions', '/family'],
      ['/login?redirect=%2Ffamily%2Faccept%2Fabc', '/family/accept/abc'],
    ]) {
      const view = await openLogin(path, ok);
      await view.user.type(screen.getByLabelText('Email'), 'dana@example.com');
      await view.user.type(screen.getByLabelText('Password'), 'pw');
      await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
      await waitFor(() => expect(location()).toBe(landsOn));
      expect(view.fetchMock).not.toHaveBeenCalledWith('/api/dashboard', expect.anything());
      view.unmount();
      dismissToast();
    }
  });

  it("toasts 'Login Failed' with the server's message and stays", async () => {
    const { user } = await openLogin(
      '/login',
      loginAnswering(() => jsonResponse({ message: 'Invalid email or password' }, 401)),
    );
    await user.type(screen.getByLabelText('Email'), 'ava@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const toast = (await screen.findByText('Login Failed')).closest('li')!;
    expect(within(toast).getByText('Invalid email or password')).toBeDefined();
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(location()).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDefined();
    expect(hasSignedInHint()).toBe(false);
  });

  it("falls back to 'Please check your email and password.' without a server message", async () => {
    const { user } = await openLogin(
      '/login',
      loginAnswering(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await user.type(screen.getByLabelText('Email'), 'ava@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login Failed')).toBeDefined();
    expect(screen.getByText('Please check your email and password.')).toBeDefined();
  });
});
