import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Session } from '@herway/shared/contracts/dashboard';
import { setSignedInHint } from '@/features/auth/api/get-current-user';
import { aDashboard, aPackage, aSession, ava } from '@/testing/fixtures';
import { fakeApi } from '@/testing/fake-api';
import { jsonResponse, renderRoute } from '@/testing/test-utils';
import SessionsPage from '@/features/dashboard/routes/sessions';

const main = () => within(screen.getByRole('main'));
const notes = { bookingId: 'with-notes', notes: 'Great first touch.', version: 1, updatedAt: '2026-01-10T13:00:00.000Z', actionItems: [] };

function openSessions(sessions: Session[], routes: Parameters<typeof fakeApi>[0] = {}) {
  setSignedInHint(true);
  const api = fakeApi({
    'GET /api/auth/user': jsonResponse(ava),
    'GET /api/dashboard': jsonResponse(aDashboard({ mentorshipPackages: [aPackage()] })),
    'GET /api/sessions/user': jsonResponse(sessions),
    ...routes,
  });
  return { api, ...renderRoute(<SessionsPage />, '/sessions') };
}

describe('sharing a session’s mentor notes with her family', () => {
  it('offers the switch, off by default, only under a session with notes, and saves her choice', async () => {
    const { api, user } = openSessions(
      [
        aSession({ id: 'with-notes', status: 'completed', mentorNotes: notes }),
        aSession({ id: 'no-notes', status: 'completed', sessionDate: '2025-09-01T12:00:00.000Z' }),
      ],
      {
        'PUT /api/sessions/with-notes/family-sharing': (body) =>
          jsonResponse({ message: 'Your family can now read this session’s notes.', shared: (body as { shared: boolean }).shared }),
      },
    );
    const toggles = await main().findAllByRole('switch', { name: 'Share with my parent' });
    expect(toggles).toHaveLength(1);
    expect(toggles[0]!.getAttribute('aria-checked')).toBe('false');

    await user.click(toggles[0]!);
    expect(await main().findByText('Your family can now read this session’s notes.')).toBeDefined();
    await waitFor(() => expect(toggles[0]!.getAttribute('aria-checked')).toBe('true'));
    expect(api.callsTo('PUT /api/sessions/with-notes/family-sharing').map((call) => call.body)).toEqual([{ shared: true }]);
  });

  it('shows a session she already shares as on, and the refusal of a change as the API words it', async () => {
    const { user } = openSessions([aSession({ id: 'with-notes', status: 'completed', mentorNotes: notes, sharedWithFamily: true })], {
      'PUT /api/sessions/with-notes/family-sharing': jsonResponse({ message: 'No parent or guardian is linked to your account yet.' }, 409),
    });
    const toggle = await main().findByRole('switch', { name: 'Share with my parent' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    expect(await main().findByText('No parent or guardian is linked to your account yet.')).toBeDefined();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });
});
