import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { aDashboard, anEmptyTimeline, ava } from '@/testing/fixtures';
import { jsonResponse, mockFetch, renderApp, renderRoute, type FetchHandler } from '@/testing/test-utils';
import { hasSignedInHint } from '../api/get-current-user';
import RegisterPage from '@/features/auth/routes/register';

const SLOW = { timeout: 5000 };

afterEach(() => dismissToast());

const location = () => screen.getByTestId('location').textContent;

function registerAnswering(reply: () => Response | Promise<Response>): FetchHandler {
  return (url) => {
    if (url === '/api/auth/register') return reply();
    if (url === '/api/dashboard') return jsonResponse(aDashboard());
    // Her dashboard's timeline card: answered, or its 401 would read as her session ending.
    if (url === '/api/recruiting/timeline') return jsonResponse(anEmptyTimeline());
    return jsonResponse({ message: 'Authentication required' }, 401);
  };
}

/** The registration page alone, or in the whole app when the test follows her to another page. */
async function openRegister(handler: FetchHandler = registerAnswering(() => jsonResponse({}, 500)), wholeApp = false, path = '/register') {
  const fetchMock = mockFetch(handler);
  const view = wholeApp ? renderApp(path) : renderRoute(<RegisterPage />, path, '/register');
  await screen.findByRole('heading', { level: 1, name: 'Create Account' });
  return { ...view, fetchMock };
}

const field = (label: string) => screen.getByLabelText(label);

async function fillValid(user: ReturnType<typeof renderApp>['user'], overrides: Partial<Record<string, string>> = {}) {
  const values = {
    'First name': 'Ava',
    'Last name': 'Lopez',
    Email: 'ava@example.com',
    Password: 'goal-2027!',
    'Confirm password': 'goal-2027!',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) if (value) await user.type(field(label), value);
  await user.click(screen.getByRole('checkbox', { name: 'I am 13 years of age or older' }));
}

describe('registration page', () => {
  it('has the fields, the 13+ confirmation with the terms and privacy links, and the sign-in link', async () => {
    await openRegister();
    for (const label of ['First name', 'Last name', 'Email', 'Password', 'Confirm password']) expect(field(label)).toBeDefined();
    const age = screen.getByRole('checkbox', { name: 'I am 13 years of age or older' });
    expect((age as HTMLInputElement).checked).toBe(false);
    const hint = document.getElementById(age.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toMatch(/parent or guardian/);
    expect(within(hint).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(within(hint).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in here' }).getAttribute('href')).toBe('/login');
  });

  it('shows the registration form messages under their fields on an empty submit', async () => {
    const { user, fetchMock } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const pairs: Array<[string, string]> = [
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Email', 'Invalid email address'],
      ['Password', 'Password must be at least 8 characters'],
    ];
    for (const [label, message] of pairs) {
      expect(await screen.findByText(message)).toBeDefined();
      const control = field(label);
      expect(control.getAttribute('aria-invalid')).toBe('true');
      const described = control
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
      expect(described).toContain(message);
    }
    const age = screen.getByRole('checkbox', { name: 'I am 13 years of age or older' });
    expect(age.getAttribute('aria-invalid')).toBe('true');
    const ageDescribed = age
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(ageDescribed).toContain('You must be 13 or older to create an account');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/register', expect.anything());
  });

  it('says "Passwords don\'t match" on the confirmation', async () => {
    const { user } = await openRegister();
    await fillValid(user, { 'Confirm password': 'goal-2028!' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("Passwords don't match")).toBeDefined();
    expect(field('Confirm password').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a mismatch together with the other errors, not after them (one round)', async () => {
    const { user } = await openRegister();
    await user.type(field('Password'), 'goal-2027!');
    await user.type(field('Confirm password'), 'goal-2028!');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("Passwords don't match")).toBeDefined();
    expect(screen.getByText('First name is required')).toBeDefined();
    expect(screen.getByText('Invalid email address')).toBeDefined();
  });

  it('refuses a short password', async () => {
    const { user } = await openRegister();
    await fillValid(user, { Password: 'short', 'Confirm password': 'short' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeDefined();
  });

  it("creates the account: 'Creating Account...', 'Account Created!', signed in on the dashboard", { timeout: 20_000 }, async () => {
    let answer!: (response: Response) => void;
    const { user, fetchMock } = await openRegister(
      registerAnswering(() => new Promise((resolve) => (answer = resolve))),
      true,
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(((await screen.findByRole('button', { name: 'Creating Account...' })) as HTMLButtonElement).disabled).toBe(true);
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/register')!;
    expect(JSON.parse(String(call[1].body))).toEqual({
      accountType: 'athlete',
      firstName: 'Ava',
      lastName: 'Lopez',
      email: 'ava@example.com',
      password: 'goal-2027!',
      confirmPassword: 'goal-2027!',
      ageConfirmed: true,
    });

    answer(jsonResponse({ user: ava, message: 'Account created' }, 201));

    expect(await screen.findByText('Account Created!', {}, SLOW)).toBeDefined();
    expect(screen.getByText('Welcome to HerWay! You can now access all features.')).toBeDefined();
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava!' }, SLOW)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeDefined();
    expect(hasSignedInHint()).toBe(true);
  });

  it("shows the server's message for a taken e-mail (409)", async () => {
    const { user } = await openRegister(registerAnswering(() => jsonResponse({ message: 'An account with this email already exists. Sign in instead.' }, 409)));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const toast = (await screen.findByText('Registration Failed')).closest('li')!;
    expect(within(toast).getByText('An account with this email already exists. Sign in instead.')).toBeDefined();
    expect(location()).toBe('/register');
  });

  it('puts a password the identity service refuses under the password field', async () => {
    const message = 'Password must include a number';
    const { user } = await openRegister(registerAnswering(() => jsonResponse({ message, issues: [{ field: 'password', message }] }, 400)));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration Failed')).toBeDefined();
    await waitFor(() => expect(field('Password').getAttribute('aria-invalid')).toBe('true'));
  });

  it("falls back to 'Please try again or contact support.'", async () => {
    const { user } = await openRegister(registerAnswering(() => new Response('', { status: 502, statusText: 'Bad Gateway' })));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration Failed')).toBeDefined();
    expect(screen.getByText('Please try again or contact support.')).toBeDefined();
  });
});
