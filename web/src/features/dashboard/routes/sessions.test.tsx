import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { setSignedInHint } from '@/features/auth/api/get-current-user';
import type { DashboardReply, Session } from '@herway/shared/contracts/dashboard';
import { jsonResponse, mockFetch, renderRoute, type FetchHandler } from '@/testing/test-utils';
import { aDashboard, aPackage, aSession, ava } from '@/testing/fixtures';
import SessionsPage from '@/features/dashboard/routes/sessions';

afterEach(() => dismissToast());

const main = () => within(screen.getByRole('main'));
const stat = (label: string) => within(main().getByRole('region', { name: 'Session summary' })).getByText(label).nextElementSibling?.textContent;

/** A signed-in athlete whose dashboard and sessions the given functions answer (called on every request). */
function openSessions(dashboard: () => DashboardReply, sessions: () => Session[], extra: Record<string, FetchHandler> = {}) {
  setSignedInHint(true);
  const fetchMock = mockFetch((url, init) => {
    if (url === '/api/auth/user') return jsonResponse(ava);
    if (url === '/api/dashboard') return jsonResponse(dashboard());
    if (url === '/api/sessions/user') return jsonResponse(sessions());
    return extra[url]?.(url, init) ?? jsonResponse({ message: 'Not found' }, 404);
  });
  return { ...renderRoute(<SessionsPage />, '/sessions'), fetchMock };
}

const future = () => new Date(Date.now() + 3 * 86_400_000).toISOString();

describe('sessions page', () => {
  it('shows the counters, the booking links in new tabs, the history with badges and the back button', async () => {
    openSessions(
      () => aDashboard({ mentorshipPackages: [aPackage({ sessionsUsed: 1, sessionsRemaining: 7 })], totalSessionsRemaining: 7 }),
      () => [
        aSession({ id: 's-future', sessionDate: future() }),
        aSession({ id: 's-done', status: 'completed', completedAt: '2025-09-10T12:00:00.000Z', sessionDate: '2025-09-10T11:00:00.000Z' }),
        aSession({ id: 's-cancelled', status: 'cancelled', sessionDate: '2025-09-05T11:00:00.000Z', mentorName: 'Jordan Ellis', sessionDuration: 30 }),
      ],
    );
    expect(await main().findByRole('heading', { level: 1, name: 'Your Mentorship Sessions' })).toBeDefined();
    await main().findByRole('region', { name: 'Session summary' });
    expect(stat('Total Sessions')).toBe('3');
    expect(stat('Completed')).toBe('1');
    expect(stat('Scheduled')).toBe('1');
    expect(stat('Sessions Remaining')).toBe('7');

    const booking = within(main().getByRole('region', { name: 'Book Your Next Session' }));
    const first = booking.getByRole('link', { name: /Schedule 60-min session with Maya Reynolds/ });
    const second = booking.getByRole('link', { name: /Schedule 60-min session with Jordan Ellis/ });
    for (const link of [first, second]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(first.getAttribute('href')).toContain('/local/scheduler?mentor=maya-reynolds');

    const history = within(main().getByRole('region', { name: 'Session History' }));
    expect(history.getByText('Scheduled').getAttribute('data-variant')).toBe('secondary');
    expect(history.getByText('Completed').getAttribute('data-variant')).toBe('default');
    expect(history.getByText('Cancelled').getAttribute('data-variant')).toBe('destructive');
    expect(history.getByText(/30 minutes/)).toBeDefined();
    expect(history.getByText('Jordan Ellis')).toBeDefined();
    // Nothing here has started and is still scheduled.
    expect(history.queryByRole('button', { name: 'Mark Complete' })).toBeNull();

    expect(main().getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('marks a past session complete, toasts, and refreshes the counters and the package', async () => {
    let completed = false;
    const { user, fetchMock } = openSessions(
      () =>
        aDashboard({
          mentorshipPackages: [aPackage({ sessionsUsed: completed ? 1 : 0, sessionsRemaining: completed ? 7 : 8 })],
          totalSessionsRemaining: completed ? 7 : 8,
        }),
      () => [aSession({ status: completed ? 'completed' : 'scheduled', completedAt: completed ? new Date().toISOString() : null })],
      {
        '/api/sessions/complete/session-1': () => {
          completed = true;
          return jsonResponse({
            session: aSession({ status: 'completed', completedAt: new Date().toISOString() }),
            package: aPackage({ sessionsUsed: 1, sessionsRemaining: 7 }),
          });
        },
      },
    );
    const markComplete = await main().findByRole('button', { name: 'Mark Complete' });
    expect(stat('Scheduled')).toBe('1');
    expect(stat('Sessions Remaining')).toBe('8');

    await user.click(markComplete);

    expect(await screen.findByText('Session Completed')).toBeDefined();
    expect(screen.getByText('Your session has been marked as completed and your package has been updated.')).toBeDefined();
    await waitFor(() => expect(stat('Completed')).toBe('1'));
    expect(stat('Scheduled')).toBe('0');
    expect(stat('Sessions Remaining')).toBe('7');
    expect(main().queryByRole('button', { name: 'Mark Complete' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/sessions/complete/session-1', expect.objectContaining({ method: 'POST' }));
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/dashboard').length).toBe(2);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/sessions/user').length).toBe(2);
  });

  it("toasts 'Error' when the server refuses", async () => {
    const { user } = openSessions(
      () => aDashboard({ mentorshipPackages: [aPackage()], totalSessionsRemaining: 8 }),
      () => [aSession()],
      { '/api/sessions/complete/session-1': () => jsonResponse({ message: "This session hasn't started yet." }, 409) },
    );
    await user.click(await main().findByRole('button', { name: 'Mark Complete' }));
    const toast = (await screen.findByText('Error')).closest('li')!;
    expect(within(toast).getByText('Failed to complete session. Please try again.')).toBeDefined();
    expect(toast.getAttribute('data-variant')).toBe('destructive');
  });

  it('without an active package: no booking card, and the empty state offers a package', async () => {
    openSessions(
      () => aDashboard({ mentorshipPackages: [aPackage({ status: 'inactive' })], totalSessionsRemaining: 0 }),
      () => [],
    );
    const offer = await main().findByRole('link', { name: 'Get a Mentorship Package' });
    expect(offer.getAttribute('href')).toBe('/mentorship');
    expect(main().queryByRole('region', { name: 'Book Your Next Session' })).toBeNull();
    expect(stat('Total Sessions')).toBe('0');
  });

  it('with sessions left and none booked, the empty state points to the booking links', async () => {
    openSessions(
      () => aDashboard({ mentorshipPackages: [aPackage()], totalSessionsRemaining: 8 }),
      () => [],
    );
    expect(await main().findByText(/Book your first session/)).toBeDefined();
    expect(main().getByRole('region', { name: 'Book Your Next Session' })).toBeDefined();
    expect(main().queryByRole('link', { name: 'Get a Mentorship Package' })).toBeNull();
  });

  it('hides booking when the active package has no sessions left', async () => {
    openSessions(
      () => aDashboard({ mentorshipPackages: [aPackage({ sessionsUsed: 8, sessionsRemaining: 0 })], totalSessionsRemaining: 0 }),
      () => [aSession({ status: 'completed' })],
    );
    await main().findByRole('region', { name: 'Session summary' });
    expect(main().queryByRole('region', { name: 'Book Your Next Session' })).toBeNull();
  });

  it('lists every package as a ledger; an expired one says what became of its unused sessions and offers no booking', async () => {
    openSessions(
      () =>
        aDashboard({
          mentorshipPackages: [
            aPackage({ id: 'old', packageType: 'starter', totalSessions: 5, sessionsUsed: 3, sessionsRemaining: 2, expiresAt: '2025-05-01T00:00:00.000Z' }),
            aPackage({ id: 'new', sessionsUsed: 5, sessionsRemaining: 3, expiresAt: '2099-01-01T00:00:00.000Z' }),
          ],
          totalSessionsRemaining: 3,
        }),
      () => [],
    );
    const ledgers = within(await main().findByRole('region', { name: 'Your packages' }));
    expect(ledgers.getByText('Expired on May 1, 2025 with 2 sessions unused. Write to us if you need more time.')).toBeDefined();
    expect(ledgers.getByText('3 of 8 sessions left · expires Jan 1, 2099')).toBeDefined();
    expect(main().getByRole('region', { name: 'Book Your Next Session' })).toBeDefined();
  });

  it('offers no booking when the only package with sessions left has expired', async () => {
    openSessions(
      () => aDashboard({ mentorshipPackages: [aPackage({ sessionsRemaining: 2, expiresAt: '2025-05-01T00:00:00.000Z' })], totalSessionsRemaining: 2 }),
      () => [],
    );
    await main().findByRole('region', { name: 'Your packages' });
    expect(main().queryByRole('region', { name: 'Book Your Next Session' })).toBeNull();
  });

  it('hides booking when every remaining session is booked (4 left, 4 booked: no fifth booking)', async () => {
    openSessions(
      () =>
        aDashboard({
          mentorshipPackages: [aPackage({ sessionsUsed: 4, sessionsRemaining: 4, sessionsBooked: 4 })],
          totalSessionsRemaining: 0,
          totalSessionsBooked: 4,
        }),
      () => [1, 2, 3, 4].map((n) => aSession({ id: `s-${n}`, sessionDate: new Date(Date.now() + n * 86_400_000).toISOString() })),
    );
    await main().findByRole('region', { name: 'Session summary' });
    expect(main().queryByRole('region', { name: 'Book Your Next Session' })).toBeNull();
  });

  it('offers Reschedule, Cancel and Join on a session more than 24 hours away, states the policy, and explains why not closer in', async () => {
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
    openSessions(
      () => aDashboard(),
      () => [
        aSession({
          id: 's-far',
          sessionDate: hours(72),
          mentorName: 'Maya Reynolds',
          cancelUrl: 'https://calendly.com/cancellations/far',
          rescheduleUrl: 'https://calendly.com/reschedulings/far',
          joinUrl: 'https://meet.example.com/far',
        }),
        aSession({
          id: 's-near',
          sessionDate: hours(5),
          mentorName: 'Jordan Ellis',
          cancelUrl: 'https://calendly.com/cancellations/near',
          rescheduleUrl: 'https://calendly.com/reschedulings/near',
        }),
        aSession({ id: 's-late', status: 'cancelled', sessionDate: hours(-48), lateCancellation: true }),
      ],
    );
    const history = within(await main().findByRole('region', { name: 'Session History' }));
    expect(history.getByText(/You can cancel or reschedule a session up to 24 hours before it starts/)).toBeDefined();
    const far = within(history.getAllByRole('article')[0] as HTMLElement);
    const links = [far.getByRole('link', { name: /Reschedule/ }), far.getByRole('link', { name: /Cancel/ }), far.getByRole('link', { name: /Join the call/ })];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://calendly.com/reschedulings/far',
      'https://calendly.com/cancellations/far',
      'https://meet.example.com/far',
    ]);
    for (const link of links) expect(link.getAttribute('target')).toBe('_blank');

    const near = within(history.getAllByRole('article')[1] as HTMLElement);
    expect(near.queryByRole('link', { name: /Reschedule|Cancel/ })).toBeNull();
    expect(near.getByText(/Less than 24 hours to go, so this session can no longer be cancelled or rescheduled here/)).toBeDefined();
    expect(near.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');

    expect(history.getByText("Cancelled with less than 24 hours' notice, so the session counted as used.")).toBeDefined();
  });

  it("is gated like the dashboard: 'Access Required' then /login", async () => {
    mockFetch();
    renderRoute(<SessionsPage />, '/sessions');
    expect(await main().findByRole('heading', { level: 2, name: 'Access Required' })).toBeDefined();
    expect(main().getByRole('heading', { level: 1, name: 'Your Mentorship Sessions' })).toBeDefined();
    expect(await screen.findByText('Login Required')).toBeDefined();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Fsessions'));
  });
});
