import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { setSignedInHint } from '@/features/auth/api/get-current-user';
import { ava } from '@/testing/fixtures';
import { fakeApi } from '@/testing/fake-api';
import { jsonResponse, renderRoute } from '@/testing/test-utils';
import { aProfileReply } from '../testing/fixtures';
import ProfilePage from '@/features/recruiting/routes/profile';

afterEach(() => dismissToast());

function openProfile(routes: Parameters<typeof fakeApi>[0]) {
  setSignedInHint(true);
  const api = fakeApi({ 'GET /api/auth/user': jsonResponse(ava), 'GET /api/profile': jsonResponse(aProfileReply()), ...routes });
  renderRoute(<ProfilePage />, '/profile');
  return api;
}

describe('/profile', () => {
  it('refuses a GPA over 5 with the API’s sentence before sending anything, then saves numbers as numbers', async () => {
    const api = openProfile({ 'PUT /api/profile': (body) => jsonResponse(aProfileReply(body as object)) });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^GPA/, undefined), '6');
    await user.type(screen.getByLabelText(/^Graduation year/), String(new Date().getFullYear() + 1));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('GPA must be between 0 and 5')).toBeDefined();
    expect(api.callsTo('PUT /api/profile')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^GPA/));
    await user.type(screen.getByLabelText(/^GPA/), '3.8');
    await user.click(screen.getByRole('checkbox', { name: 'NAIA' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(api.callsTo('PUT /api/profile')).toHaveLength(1));
    expect(api.callsTo('PUT /api/profile')[0]?.body).toMatchObject({
      gpa: 3.8,
      graduationYear: new Date().getFullYear() + 1,
      satScore: null,
      targetDivisions: ['naia'],
      targetRegions: [],
    });
    expect(screen.queryByText('GPA must be between 0 and 5')).toBeNull();
  });

  it('shows the server’s sentence on its field', async () => {
    openProfile({
      'PUT /api/profile': jsonResponse({ message: 'x', issues: [{ field: 'contactEmail', message: 'Contact e-mail must be a valid email address' }] }, 400),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Contact e-mail must be a valid email address')).toBeDefined();
    expect(screen.getByRole('textbox', { name: /^Contact e-mail/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('shares her page and stops sharing it', async () => {
    const shared = aProfileReply({}, `/p/${'T'.repeat(43)}`);
    const api = openProfile({ 'POST /api/profile/share': jsonResponse(shared), 'DELETE /api/profile/share': jsonResponse(aProfileReply()) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Share my page' }));
    const card = within(screen.getByRole('region', { name: 'Share with coaches' }));
    expect(((await card.findByLabelText('Your page’s link')) as HTMLInputElement).value).toBe(`${window.location.origin}/p/${'T'.repeat(43)}`);
    await user.click(card.getByRole('button', { name: 'Stop sharing' }));
    expect(await card.findByRole('button', { name: 'Share my page' })).toBeDefined();
    expect(api.callsTo('DELETE /api/profile/share')).toHaveLength(1);
  });
});

describe('/profile: her workspace shared with her family', () => {
  it('shows the switch off by default, turns it on with the API, and reads out its sentence', async () => {
    const api = openProfile({
      'PUT /api/profile/family-sharing': (body) =>
        jsonResponse({ message: 'Your family can now see your recruiting workspace.', shared: (body as { shared: boolean }).shared }),
    });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Share my recruiting workspace with my family' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(await screen.findByText('Your family can now see your recruiting workspace.')).toBeDefined();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(api.callsTo('PUT /api/profile/family-sharing').map((call) => call.body)).toEqual([{ shared: true }]);
  });

  it('shows it on when she already shares it', async () => {
    openProfile({ 'GET /api/profile': jsonResponse({ ...aProfileReply(), familySharing: { workspaceShared: true } }) });
    expect((await screen.findByRole('switch', { name: 'Share my recruiting workspace with my family' })).getAttribute('aria-checked')).toBe('true');
  });
});

describe('/profile: the coach-contact agreement held by her parent or guardian', () => {
  const CONSENT_BOX = 'A parent or guardian agreed that coaches may see this contact e-mail and phone on my shared page.';

  it('her own tick while no guardian is linked', async () => {
    openProfile({
      'GET /api/profile': jsonResponse({ ...aProfileReply(), contactConsent: { given: false, givenAt: null, givenBy: null, heldByGuardian: false } }),
    });
    expect(await screen.findByRole('checkbox', { name: CONSENT_BOX })).toBeDefined();
  });

  it("with a guardian linked: who agreed and when, in place of the box she can't change", async () => {
    const consent = { given: true, givenAt: '2025-09-03T15:00:00.000Z', givenBy: 'Dana Lopez', heldByGuardian: true };
    openProfile({ 'GET /api/profile': jsonResponse({ ...aProfileReply(), contactConsent: consent }) });
    const contact = within(await screen.findByRole('region', { name: 'Contact for coaches' }));
    expect(contact.getByText('Your parent or guardian Dana Lopez agreed on Sep 3, 2025.')).toBeDefined();
    expect(contact.queryByRole('checkbox')).toBeNull();
  });

  it("with a guardian linked who hasn't agreed: where she can", async () => {
    const consent = { given: false, givenAt: null, givenBy: null, heldByGuardian: true };
    openProfile({ 'GET /api/profile': jsonResponse({ ...aProfileReply(), contactConsent: consent }) });
    const contact = within(await screen.findByRole('region', { name: 'Contact for coaches' }));
    expect(contact.getByText('Your parent or guardian hasn’t agreed yet: they can on their family page.')).toBeDefined();
    expect(contact.queryByRole('checkbox')).toBeNull();
  });
});
