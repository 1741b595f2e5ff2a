import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { hasSignedInHint } from '@/features/auth/api/get-current-user';
import { jsonResponse, mockFetch, renderApp, renderRoute } from '@/testing/test-utils';
import { deferred } from '../testing/fake-xhr';
import { adminApi } from '../testing/admin-api';
import { ADMIN_STATUS_QUERY_KEY } from '@/lib/query-keys';
import AdminLoginPage from '@/features/admin/routes/admin-login';

const SLOW = { timeout: 8000 };

afterEach(() => act(() => dismissToast()));

const location = () => screen.getByTestId('location').textContent;

/** The admin login page alone, or in the whole app when the test follows her to /admin. */
async function openLogin(handler = adminApi(), wholeApp = false) {
  const fetchMock = mockFetch(handler);
  const view = wholeApp ? renderApp('/admin-login') : renderRoute(<AdminLoginPage />, '/admin-login');
  await screen.findByRole('heading', { level: 1, name: 'Admin Login' });
  return { ...view, fetchMock };
}

describe('admin login', () => {
  it('has labelled fields, the button and noindex', async () => {
    await openLogin();
    await waitFor(() => expect(document.title).toBe('Admin Login | HerWay'));
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Access Dashboard' })).toBeDefined();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it("asks for both fields ('Missing Information') and sends nothing", async () => {
    const { user, fetchMock } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'admin@herway.local');
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByText('Missing Information')).toBeDefined();
    expect(screen.getByText('Please enter both email and password')).toBeDefined();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/login')).toBe(false);
  });

  it("signs in: 'Signing In...', then her authenticator to set up (QR code and key), 'Admin Login Successful' and on to /admin", {
    timeout: 30_000,
  }, async () => {
    const reply = deferred<Response>();
    const enrolment = {
      step: 'enrol',
      otpauthUrl: 'otpauth://totp/HerWay:admin%40herway.local?secret=JBSWY3DPEHPK3PXP&issuer=HerWay',
      qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      manualKey: 'JBSW Y3DP EHPK 3PXP',
    };
    const { user, fetchMock, queryClient } = await openLogin(
      adminApi({
        '/api/admin/login': () => reply.promise,
        '/api/auth/mfa': () =>
          jsonResponse({
            user: { id: 'admin-sub', email: 'admin@herway.local', isAdmin: true, createdAt: '2025-08-01T12:00:00.000Z' },
            message: 'Admin Login Successful',
          }),
      }),
      true,
    );
    await user.type(screen.getByLabelText('Email'), 'admin@herway.local');
    await user.type(screen.getByLabelText('Password'), 'HerWay-admin-2025');
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));

    expect((await screen.findByRole('button', { name: 'Signing In...' })).hasAttribute('disabled')).toBe(true);
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/admin/login')!;
    expect(JSON.parse(String(init.body))).toEqual({ email: 'admin@herway.local', password: 'HerWay-admin-2025' });

    reply.resolve(jsonResponse({ mfa: enrolment, message: 'Set up your authenticator app to finish signing in.' }));
    const qr = await screen.findByRole('img', { name: 'QR code to add HerWay to your authenticator app' }, SLOW);
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`);
    expect(screen.getByTestId('totp-manual-key').textContent).toBe('JBSW Y3DP EHPK 3PXP');
    expect(hasSignedInHint()).toBe(false);
    expect(location()).toBe('/admin-login');

    await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app', {}, SLOW)).toBeDefined();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/mfa')).toBe(false);
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));

    await waitFor(() => expect(location()).toBe('/admin'), SLOW);
    expect(hasSignedInHint()).toBe(true);
    expect(await screen.findByText('Admin Login Successful', {}, SLOW)).toBeDefined();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, SLOW)).toBeDefined();
    expect(queryClient.getQueryData(ADMIN_STATUS_QUERY_KEY)).toEqual({ isAdmin: true });
    // The shell learns of the new session too.
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Log Out' }, SLOW)).toBeDefined();
  });

  it('goes back to the password when the sign-in expired', async () => {
    const { user } = await openLogin(
      adminApi({
        '/api/admin/login': () => jsonResponse({ mfa: { step: 'challenge' }, message: 'Enter the 6-digit code from your authenticator app.' }),
        '/api/auth/mfa': () => jsonResponse({ message: 'Your sign-in has expired. Please sign in again.' }, 401),
      }),
    );
    await user.type(screen.getByLabelText('Email'), 'admin@herway.local');
    await user.type(screen.getByLabelText('Password'), 'HerWay-admin-2025');
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    expect(await screen.findByText('Your sign-in has expired. Please sign in again.')).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Access Dashboard' })).toBeDefined();
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it("shows 'Login Failed' / 'Invalid credentials' on a refusal and stays", async () => {
    const { user } = await openLogin(adminApi({ '/api/admin/login': () => jsonResponse({ message: 'Invalid credentials' }, 401) }));
    await user.type(screen.getByLabelText('Email'), 'eve@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByText('Login Failed')).toBeDefined();
    expect(screen.getByText('Invalid credentials')).toBeDefined();
    expect(location()).toBe('/admin-login');
  });
});
