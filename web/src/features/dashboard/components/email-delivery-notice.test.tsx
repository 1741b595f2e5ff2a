import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SuppressedAddress } from '@herway/shared/contracts/mail';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { setSignedInHint } from '@/features/auth/api/get-current-user';
import { aDashboard, ava } from '@/testing/fixtures';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import DashboardPage from '@/features/dashboard/routes/dashboard';

afterEach(() => dismissToast());

const bounced: SuppressedAddress = {
  email: 'maya.parent@exmaple.com',
  reason: 'bounce',
  kind: 'receipt',
  suppressedAt: '2026-11-27T10:00:00.000Z',
  diagnostic: 'smtp; 550 5.1.1 user unknown',
};

/** Her dashboard with her address suppressed until the address is saved; PUT /api/account/email answered by `answer`. */
function openDashboard(delivery: SuppressedAddress, answer: (body: unknown) => Response) {
  setSignedInHint(true);
  let saved = false;
  const puts: unknown[] = [];
  mockFetch((url, init) => {
    if (url === '/api/auth/user') return jsonResponse(ava);
    if (url === '/api/dashboard') return jsonResponse(aDashboard(saved ? {} : { emailDelivery: delivery }));
    if (url === '/api/account/email' && init.method === 'PUT') {
      const body: unknown = JSON.parse(String(init.body));
      puts.push(body);
      const response = answer(body);
      saved = response.ok;
      return response;
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
  const view = renderRoute(<DashboardPage />, '/dashboard');
  return { ...view, puts };
}

const notice = async () => within(await screen.findByRole('region', { name: "We can't e-mail you" }));

describe("the dashboard's e-mail notice", () => {
  it('says in plain words that her mail bounced, and saving the address she confirms clears it', async () => {
    const { user, puts } = openDashboard(bounced, (body) => {
      const { email } = body as { email: string };
      return jsonResponse({ email, message: `Your e-mail address is now ${email}. Sign in with it from now on.` });
    });
    const region = await notice();
    expect(region.getByText(/Our e-mails to maya\.parent@exmaple\.com are not arriving: a payment receipt came back undelivered/)).toBeDefined();
    const email = region.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe(bounced.email);
    await user.clear(email);
    await user.type(email, 'maya.parent@example.com');
    await user.type(region.getByLabelText('Password'), 'her-password');
    await user.click(region.getByRole('button', { name: 'Save and e-mail me again' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: "We can't e-mail you" })).toBeNull());
    expect(puts).toEqual([{ email: 'maya.parent@example.com', password: 'her-password' }]);
    expect(await screen.findByText('Your e-mail address is now maya.parent@example.com. Sign in with it from now on.')).toBeDefined();
  });

  it('says so when she marked our mail as spam', async () => {
    openDashboard({ ...bounced, reason: 'complaint', kind: 'course-release' }, () => jsonResponse({}));
    expect((await notice()).getByText(/\(a course module release\) was marked as spam, so we have stopped writing to this address/)).toBeDefined();
  });

  it("shows the server's refusals on their fields and stays: a wrong password, an address another account has", async () => {
    const answers = [
      jsonResponse({ message: 'Password is incorrect' }, 401),
      jsonResponse({ message: 'Another account already uses this e-mail address. Enter a different one, or sign in to that account.' }, 409),
    ];
    const { user, puts } = openDashboard(bounced, () => answers.shift() ?? jsonResponse({}, 500));
    const region = await notice();
    await user.type(region.getByLabelText('Password'), 'not-her-password');
    await user.click(region.getByRole('button', { name: 'Save and e-mail me again' }));
    expect(await region.findByText('Password is incorrect')).toBeDefined();

    await user.click(region.getByRole('button', { name: 'Save and e-mail me again' }));
    const refusal = await region.findByText(/^Another account already uses this e-mail address/);
    expect((region.getByLabelText('Email') as HTMLInputElement).getAttribute('aria-describedby')).toContain(refusal.id);
    expect(puts).toHaveLength(2);
    expect(screen.getByRole('region', { name: "We can't e-mail you" })).toBeDefined();
  });

  it('asks for her password before sending anything', async () => {
    const { user, puts } = openDashboard(bounced, () => jsonResponse({}));
    const region = await notice();
    await user.click(region.getByRole('button', { name: 'Save and e-mail me again' }));
    expect(await region.findByText('Password is required')).toBeDefined();
    expect(puts).toEqual([]);
  });

  it('is not there when her mail arrives', async () => {
    setSignedInHint(true);
    mockFetch((url) => jsonResponse(url === '/api/auth/user' ? ava : aDashboard()));
    renderRoute(<DashboardPage />, '/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava!' })).toBeDefined();
    expect(screen.queryByRole('region', { name: "We can't e-mail you" })).toBeNull();
  });
});
