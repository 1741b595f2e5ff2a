import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FamilyReply } from '@herway/shared/contracts/family';
import { setSignedInHint, type CurrentUser } from '@/features/auth/api/get-current-user';
import { ava } from '@/testing/fixtures';
import { fakeApi } from '@/testing/fake-api';
import { jsonResponse, renderRoute } from '@/testing/test-utils';
import { aFamily, aLink, dana } from '../testing/fixtures';
import FamilyPage from './family';

const main = () => within(screen.getByRole('main'));

/** Signed in as `user`, GET /api/family answering `family()` each time it is asked. */
function openFamily(user: CurrentUser, family: () => FamilyReply, routes: Parameters<typeof fakeApi>[0] = {}) {
  setSignedInHint(true);
  const api = fakeApi({ 'GET /api/auth/user': jsonResponse(user), 'GET /api/family': () => jsonResponse(family()), ...routes });
  return { api, ...renderRoute(<FamilyPage />, '/family') };
}

describe('/family', () => {
  it("shows an athlete's guardians and open invitations, and sends an invitation to the address she types", async () => {
    let invites: FamilyReply['invites'] = [{ email: 'old@example.com', sentAt: '2025-09-01T12:00:00.000Z', expiresAt: '2025-09-08T12:00:00.000Z' }];
    const sent = { email: 'dad@example.com', sentAt: '2025-09-02T12:00:00.000Z', expiresAt: '2025-09-09T12:00:00.000Z' };
    const { api, user } = openFamily(ava, () => aFamily({ links: [aLink()], invites }), {
      'POST /api/family/invites': () => {
        invites = [...invites, sent];
        return jsonResponse({ message: 'We sent an invitation to dad@example.com.', invite: sent }, 201);
      },
    });

    const guardians = within(await main().findByRole('region', { name: 'Your parents and guardians' }));
    const link = within(guardians.getByRole('article', { name: 'Dana Lopez' }));
    expect(link.getByText('dana@example.com')).toBeDefined();
    expect(link.getByText('Linked since Sep 1, 2025')).toBeDefined();
    const invite = within(main().getByRole('region', { name: 'Invite a parent or guardian' }));
    expect(invite.getByText('old@example.com')).toBeDefined();
    expect(invite.getByText('Expires Sep 8, 2025')).toBeDefined();
    expect(main().getByRole('link', { name: 'Your receipts' }).getAttribute('href')).toBe('/receipts');

    await user.type(invite.getByRole('textbox', { name: "Your parent's or guardian's e-mail" }), 'dad@example.com');
    await user.click(invite.getByRole('button', { name: 'Send invitation' }));

    expect(await main().findByRole('status')).toHaveProperty('textContent', 'We sent an invitation to dad@example.com.');
    expect(api.callsTo('POST /api/family/invites')[0]?.body).toEqual({ email: 'dad@example.com' });
    expect(await invite.findByText('Expires Sep 9, 2025')).toBeDefined();
    expect(invite.getByRole('textbox', { name: "Your parent's or guardian's e-mail" })).toHaveProperty('value', '');
  });

  it("refuses an address that is not one before sending, and shows the API's sentence when it refuses", async () => {
    const { api, user } = openFamily(ava, () => aFamily(), {
      'POST /api/family/invites': jsonResponse({ message: 'You can send 10 invitations a day. Please try again tomorrow.' }, 429),
    });
    const field = await main().findByRole('textbox', { name: "Your parent's or guardian's e-mail" });
    await user.type(field, 'not-an-address');
    await user.click(main().getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(api.callsTo('POST /api/family/invites')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'dad@example.com');
    await user.click(main().getByRole('button', { name: 'Send invitation' }));
    expect(await main().findByText('You can send 10 invitations a day. Please try again tomorrow.')).toBeDefined();
  });

  it('ends a link only after the confirm step, then reads the sentence out and puts the focus on the list', async () => {
    let links = [aLink()];
    const { api, user } = openFamily(ava, () => aFamily({ links }), {
      'DELETE /api/family/links/link-1': () => {
        links = [];
        return jsonResponse({ message: 'The link with Dana Lopez has ended.' });
      },
    });
    await user.click(await main().findByRole('button', { name: 'End link' }));
    expect(api.callsTo('DELETE /api/family/links/link-1')).toHaveLength(0);
    await user.click(main().getByRole('button', { name: 'Keep the link' }));
    await user.click(main().getByRole('button', { name: 'End link' }));
    await user.click(main().getByRole('button', { name: 'Yes, end the link' }));

    expect(await main().findByText('The link with Dana Lopez has ended.')).toBeDefined();
    expect(api.callsTo('DELETE /api/family/links/link-1')).toHaveLength(1);
    await waitFor(() => expect(main().queryByRole('article', { name: 'Dana Lopez' })).toBeNull());
    expect(document.activeElement).toBe(main().getByRole('heading', { name: 'Your parents and guardians' }));
  });

  it('tells an athlete with two guardians why she cannot invite a third', async () => {
    openFamily(ava, () => aFamily({ links: [aLink(), aLink({ id: 'link-2', userId: 'user-sam', firstName: 'Sam', email: 'sam@example.com' })] }));
    const invite = within(await main().findByRole('region', { name: 'Invite a parent or guardian' }));
    expect(invite.getByText(/You are linked with 2 parents or guardians, the most an account can have/)).toBeDefined();
    expect(invite.queryByRole('textbox')).toBeNull();
  });

  it("shows a guardian her athletes as cards leading to each one's page, and asks for her athlete's e-mail", async () => {
    openFamily(dana, () =>
      aFamily({ accountType: 'guardian', links: [aLink({ role: 'athlete', userId: 'user-ava', firstName: 'Ava', email: 'ava@example.com' })] }),
    );
    const athletes = within(await main().findByRole('region', { name: 'Your athletes' }));
    const card = within(athletes.getByRole('article', { name: 'Ava Lopez' }));
    expect(card.getByRole('link', { name: /See Ava’s progress/ }).getAttribute('href')).toBe('/family/athletes/user-ava');
    expect(card.getByRole('button', { name: 'End link' })).toBeDefined();
    expect(main().getByRole('textbox', { name: "Your athlete's e-mail" })).toBeDefined();
    expect(main().queryByRole('link', { name: 'Back to Dashboard' })).toBeNull();
  });

  it('tells a guardian with no athlete yet how linking works', async () => {
    openFamily(dana, () => aFamily({ accountType: 'guardian' }));
    expect(await main().findByText('No athlete is linked to your account yet.')).toBeDefined();
    expect(main().getByText(/Ask your athlete to invite you/)).toBeDefined();
    expect(main().getByRole('region', { name: 'Invite your athlete' })).toBeDefined();
  });
});
