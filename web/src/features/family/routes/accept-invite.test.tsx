import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSignedInHint } from '@/features/auth/api/get-current-user';
import { fakeApi } from '@/testing/fake-api';
import { jsonResponse, renderApp, renderRoute } from '@/testing/test-utils';
import { INVITE_TOKEN, aFamily, aLink, anInviteSummary, dana } from '../testing/fixtures';
import AcceptInvitePage from './accept-invite';

const main = () => within(screen.getByRole('main'));
const ACCEPT_PATH = `/family/accept/${INVITE_TOKEN}`;
const INVITE_API = `GET /api/family/invites/${INVITE_TOKEN}`;

function openInvitation(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  return { api, ...renderRoute(<AcceptInvitePage />, ACCEPT_PATH, '/family/accept/:token') };
}

describe('/family/accept/:token', () => {
  it('tells a visitor whose invitation it is, and offers sign-in and the right account, each coming back here', async () => {
    const { api } = openInvitation({ [INVITE_API]: jsonResponse(anInviteSummary()) });
    expect(await main().findByRole('heading', { level: 2, name: 'Ava invited you to link your accounts as her parent or guardian' })).toBeDefined();
    expect(main().getByText('dana@example.com')).toBeDefined();
    expect(main().getByText(/It expires Sep 8, 2025/)).toBeDefined();

    expect(main().getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(ACCEPT_PATH)}`);
    const register = new URL(main().getByRole('link', { name: 'Create a parent or guardian account' }).getAttribute('href') ?? '', 'http://localhost');
    expect(register.pathname).toBe('/register');
    expect(Object.fromEntries(register.searchParams)).toEqual({ as: 'guardian', email: 'dana@example.com', redirect: ACCEPT_PATH });
    expect(main().queryByRole('button', { name: 'Accept' })).toBeNull();
    // A visitor who never signed in here is not asked who she is (no 401 in her console).
    expect(api.callsTo('GET /api/auth/user')).toHaveLength(0);
  });

  it("offers an athlete's account for a guardian's invitation", async () => {
    openInvitation({ [INVITE_API]: jsonResponse(anInviteSummary({ inviterFirstName: 'Dana', invitedAs: 'athlete', email: 'ava@example.com' })) });
    expect(await main().findByRole('heading', { level: 2, name: 'Dana invited you to link your accounts as her athlete' })).toBeDefined();
    expect(new URL(main().getByRole('link', { name: 'Create an athlete account' }).getAttribute('href') ?? '', 'http://localhost').searchParams.get('as')).toBe(
      'athlete',
    );
  });

  it.each([
    [404, 'This invitation link is not valid. Ask for a new one.'],
    [409, 'This invitation was already used on Sep 3, 2025. Ask Ava to send a new one.'],
    [400, 'This invitation link is not complete: copy the whole address'],
  ])('shows the sentence of a %i as the API wrote it', async (status, message) => {
    openInvitation({ [INVITE_API]: jsonResponse({ message }, status) });
    expect((await main().findByRole('alert')).textContent).toContain(message);
    expect(main().getByRole('link', { name: 'Go to your Family page' }).getAttribute('href')).toBe('/family');
  });

  it('accepts for a signed-in guardian, then shows the success sentence on /family, focused', async () => {
    setSignedInHint(true);
    const linked = aLink({ role: 'athlete', userId: 'user-ava', firstName: 'Ava', email: 'ava@example.com' });
    const api = fakeApi({
      'GET /api/auth/user': jsonResponse(dana),
      [INVITE_API]: jsonResponse(anInviteSummary()),
      'POST /api/family/accept': jsonResponse({ message: 'You are now linked with Ava.', link: linked }),
      'GET /api/family': jsonResponse(aFamily({ accountType: 'guardian', links: [linked] })),
    });
    const { user } = renderApp(ACCEPT_PATH);
    expect((await main().findByText(/You are signed in as/)).textContent).toBe('You are signed in as dana@example.com.');
    await user.click(main().getByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/family'));
    const status = await main().findByText('You are now linked with Ava.');
    expect(api.callsTo('POST /api/family/accept')[0]?.body).toEqual({ token: INVITE_TOKEN });
    expect(await main().findByRole('article', { name: 'Ava Lopez' })).toBeDefined();
    expect(document.activeElement).toBe(status);
  });

  it("shows the API's sentence when the signed-in account cannot accept", async () => {
    setSignedInHint(true);
    const { user } = openInvitation({
      'GET /api/auth/user': jsonResponse(dana),
      [INVITE_API]: jsonResponse(anInviteSummary({ email: 'other@example.com' })),
      'POST /api/family/accept': jsonResponse({ message: 'This invitation was sent to other@example.com: sign in with that address to accept it.' }, 403),
    });
    await user.click(await main().findByRole('button', { name: 'Accept' }));
    expect(await main().findByText('This invitation was sent to other@example.com: sign in with that address to accept it.')).toBeDefined();
    expect(screen.getByTestId('location').textContent).toBe(ACCEPT_PATH);
  });
});
