import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { ava } from '@/testing/fixtures';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import RegisterPage from '@/features/auth/routes/register';

afterEach(() => dismissToast());

const location = () => screen.getByTestId('location').textContent;
const dana = { ...ava, id: 'user-dana', email: 'dana@example.com', firstName: 'Dana', accountType: 'guardian' as const };
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name: new RegExp(`^${name}`) });

/** The registration page alone at `path`; the registration answers `reply`, anything else 401. */
async function openRegister(path: string, reply = () => jsonResponse({ user: dana, message: 'Account created' }, 201)) {
  const fetchMock = mockFetch((url) => (url === '/api/auth/register' ? reply() : jsonResponse({ message: 'Authentication required' }, 401)));
  const view = renderRoute(<RegisterPage />, path, '/register');
  await screen.findByRole('heading', { level: 1, name: 'Create Account' });
  return { ...view, fetchMock };
}

async function fillNamesAndPasswords(user: ReturnType<typeof renderRoute>['user'], email = '') {
  await user.type(screen.getByLabelText('First name'), 'Dana');
  await user.type(screen.getByLabelText('Last name'), 'Lopez');
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'watch-her-2027');
  await user.type(screen.getByLabelText('Confirm password'), 'watch-her-2027');
}

const sentBody = (fetchMock: Awaited<ReturnType<typeof openRegister>>['fetchMock']) =>
  JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/api/auth/register')![1].body)) as Record<string, unknown>;

describe('registration as a parent or guardian', () => {
  it('offers the two kinds of account as a labelled radio group, the athlete chosen, and the age box follows the choice', async () => {
    const { user } = await openRegister('/register');
    const group = screen.getByRole('group', { name: 'Who is this account for?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(radio('I am an athlete').checked).toBe(true);
    expect(radio('I am a parent or guardian').checked).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'I am 13 years of age or older' })).toBeDefined();

    await user.click(radio('I am a parent or guardian'));
    expect(radio('I am a parent or guardian').checked).toBe(true);
    expect(screen.queryByRole('checkbox', { name: 'I am 13 years of age or older' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'I am 18 years of age or older' })).toBeDefined();
  });

  it('says the 18+ refusal for a guardian, and the 13+ one once she chooses the athlete instead', async () => {
    const { user, fetchMock } = await openRegister('/register');
    await user.click(radio('I am a parent or guardian'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('You must be 18 or older to create a parent or guardian account')).toBeDefined();
    const age = screen.getByRole('checkbox', { name: 'I am 18 years of age or older' });
    expect(age.getAttribute('aria-invalid')).toBe('true');

    await user.click(radio('I am an athlete'));
    expect(await screen.findByText('You must be 13 or older to create an account')).toBeDefined();
    expect(screen.queryByText('You must be 18 or older to create a parent or guardian account')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/register', expect.anything());
  });

  it('opens with the parent’s choice and the invited address from ?as=guardian&email=, sends the choice, and lands her on /family', async () => {
    const { user, fetchMock } = await openRegister('/register?as=guardian&email=dana%40example.com');
    await waitFor(() => expect(radio('I am a parent or guardian').checked).toBe(true));
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('dana@example.com');

    await fillNamesAndPasswords(user);
    await user.click(screen.getByRole('checkbox', { name: 'I am 18 years of age or older' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(location()).toBe('/family'));
    expect(sentBody(fetchMock)).toMatchObject({ accountType: 'guardian', email: 'dana@example.com', ageConfirmed: true });
  });

  it('takes a guardian back to the family page named in ?redirect= (the invitation she was accepting)', async () => {
    const { user } = await openRegister('/register?as=guardian&redirect=%2Ffamily%2Faccept%2Fabc');
    await waitFor(() => expect(radio('I am a parent or guardian').checked).toBe(true));
    await fillNamesAndPasswords(user, 'dana@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'I am 18 years of age or older' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(location()).toBe('/family/accept/abc'));
  });

  it('keeps an athlete where she lands today, whatever ?as= says that is not guardian', async () => {
    const { user, fetchMock } = await openRegister('/register?as=coach', () =>
      jsonResponse({ user: { ...ava, accountType: 'athlete' }, message: 'Account created' }, 201),
    );
    await waitFor(() => expect(radio('I am an athlete').checked).toBe(true));
    await fillNamesAndPasswords(user, 'ava@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'I am 13 years of age or older' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(sentBody(fetchMock)).toMatchObject({ accountType: 'athlete' });
  });
});
