import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { jsonResponse, mockFetch, renderApp, renderRoute, type FetchHandler } from '@/testing/test-utils';
import ResetPasswordPage from '@/features/auth/routes/reset-password';

const SLOW = { timeout: 5000 };
const SAME_ANSWER = 'If an account exists for that email, we sent a 6-digit code to reset your password.';
const RESET_DONE = 'Your password has been reset. Sign in with your new password.';

afterEach(() => dismissToast());

const location = () => screen.getByTestId('location').textContent;

function api(handlers: Record<string, FetchHandler>): FetchHandler {
  return (url, init) => handlers[url]?.(url, init) ?? jsonResponse({ message: 'Authentication required' }, 401);
}

describe('password reset pages', () => {
  it('is linked from the login page', { timeout: 20_000 }, async () => {
    mockFetch(api({}));
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }, SLOW));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Your Password?' }, SLOW)).toBeDefined();
    expect(document.title).toBe('Forgot Password | HerWay');
  });

  it('requests a code, shows the same confirmation, resets the password and goes to login with the e-mail filled in', { timeout: 20_000 }, async () => {
    const fetchMock = mockFetch(
      api({
        '/api/auth/forgot-password': () => jsonResponse({ message: SAME_ANSWER }),
        '/api/auth/reset-password': () => jsonResponse({ message: RESET_DONE }),
      }),
    );
    const { user } = renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot Your Password?' }, SLOW);

    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByText('Invalid email address')).toBeDefined();

    await user.type(screen.getByLabelText('Email'), 'Ava@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' }, SLOW)).toBeDefined();
    expect(location()).toBe('/reset-password');
    expect(screen.getByRole('status').textContent).toContain(SAME_ANSWER);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ava@example.com');
    const requested = fetchMock.mock.calls.find(([url]) => url === '/api/auth/forgot-password')!;
    expect(JSON.parse(String(requested[1].body))).toEqual({ email: 'ava@example.com' });

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Enter the 6-digit code from the e-mail')).toBeDefined();
    expect(screen.getByText('Password must be at least 8 characters')).toBeDefined();

    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pasS');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeDefined();

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    const toast = (await screen.findByText('Password Reset', {}, SLOW)).closest('li')!;
    expect(within(toast).getByText(RESET_DONE)).toBeDefined();
    await waitFor(() => expect(location()).toBe('/login'));
    await screen.findByRole('heading', { level: 1, name: 'Athlete Login' }, SLOW);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ava@example.com');
    const reset = fetchMock.mock.calls.find(([url]) => url === '/api/auth/reset-password')!;
    expect(JSON.parse(String(reset[1].body))).toEqual({
      email: 'ava@example.com',
      code: '123456',
      password: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
  });

  it('shows a wrong code under the code field and stays', async () => {
    const message = "That code doesn't match. Check the latest e-mail we sent you, or ask for a new code.";
    mockFetch(api({ '/api/auth/reset-password': () => jsonResponse({ message, issues: [{ field: 'code', message }] }, 400) }));
    const { user } = renderRoute(<ResetPasswordPage />, '/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' });
    await user.type(screen.getByLabelText('Email'), 'ava@example.com');
    await user.type(screen.getByLabelText('6-digit code'), '000000');
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Password Reset Failed')).toBeDefined();
    await waitFor(() => expect(screen.getByLabelText('6-digit code').getAttribute('aria-invalid')).toBe('true'));
    expect(location()).toBe('/reset-password');
  });
});
