import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoachLink } from '@herway/shared/contracts/coach-links';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { setSignedInHint } from '@/features/auth/api/get-current-user';
import { ava } from '@/testing/fixtures';
import { fakeApi } from '@/testing/fake-api';
import { jsonResponse, renderRoute } from '@/testing/test-utils';
import { aSchool } from '../testing/fixtures';
import SchoolsPage from '@/features/recruiting/routes/schools';

afterEach(() => {
  dismissToast();
  vi.restoreAllMocks();
});

const TOKEN = 'a'.repeat(43);
const oregon = aSchool('University of Oregon');
const duke = aSchool('Duke University');
const oregonLink: CoachLink = {
  schoolId: oregon.id,
  schoolName: oregon.name,
  path: `/p/${TOKEN}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  opens: 0,
  lastOpenedAt: null,
};

function openSchools(links: CoachLink[]) {
  setSignedInHint(true);
  const api = fakeApi({
    'GET /api/auth/user': jsonResponse(ava),
    'GET /api/schools': jsonResponse({ schools: [oregon, duke], limit: 100 }),
    'GET /api/profile/shares': (_body, call) => jsonResponse({ links: call === 1 ? links : [oregonLink] }),
    [`POST /api/schools/${oregon.id}/share`]: jsonResponse({ link: oregonLink }, 201),
    [`DELETE /api/profile/shares/${TOKEN}`]: jsonResponse({ success: true }),
    'POST /api/action-items': (body) =>
      jsonResponse(
        {
          actionItem: { id: `own-follow-up-${oregon.id}`, bookingId: null, text: (body as { text: string }).text, dueDate: null, doneAt: null },
          created: true,
        },
        201,
      ),
  });
  renderRoute(<SchoolsPage />, '/schools');
  return api;
}

const partOf = (name: string) => screen.findByRole('region', { name: `Coach link for ${name}` });

describe('the coach link part of a school card', () => {
  it('makes a link for that school, then shows it with Copy and "Not opened yet"', async () => {
    const api = openSchools([]);
    const user = userEvent.setup();
    await user.click(await within(await partOf(oregon.name)).findByRole('button', { name: 'Make a coach link' }));
    await waitFor(() => expect(api.callsTo(`POST /api/schools/${oregon.id}/share`)).toHaveLength(1));
    const part = await partOf(oregon.name);
    expect(((await within(part).findByLabelText(`Coach link for ${oregon.name}`)) as HTMLInputElement).value).toBe(`${window.location.origin}/p/${TOKEN}`);
    expect(within(part).getByRole('button', { name: 'Copy' })).toBeDefined();
    expect(within(part).getByText('Not opened yet')).toBeDefined();
    expect(within(part).queryByRole('button', { name: 'Add a follow-up' })).toBeNull();
    // Duke has none.
    expect(await within(await partOf(duke.name)).findByRole('button', { name: 'Make a coach link' })).toBeDefined();
  });

  it('once opened, says how often and when (counts only) and adds a follow-up to her action items', async () => {
    const api = openSchools([{ ...oregonLink, opens: 2, lastOpenedAt: '2026-11-24T18:00:00.000Z' }]);
    const user = userEvent.setup();
    const part = await partOf(oregon.name);
    expect(await within(part).findByText(/^Opened 2 times, last on \w{3}, Nov 2[45]$/)).toBeDefined();
    expect(part.textContent).not.toMatch(/interest/i);
    await user.click(within(part).getByRole('button', { name: 'Add a follow-up' }));
    await waitFor(() => expect(api.callsTo('POST /api/action-items')).toHaveLength(1));
    expect(api.callsTo('POST /api/action-items')[0]?.body).toEqual({
      text: 'Follow up with University of Oregon: they opened your coach link',
      key: `follow-up-${oregon.id}`,
    });
    expect(await within(part).findByRole('button', { name: 'Follow-up added' })).toBeDefined();
  });

  it('revokes the link after she confirms', async () => {
    const api = openSchools([oregonLink]);
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(await within(await partOf(oregon.name)).findByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.callsTo(`DELETE /api/profile/shares/${TOKEN}`)).toHaveLength(1));
  });
});
