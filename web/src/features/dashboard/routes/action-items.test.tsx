import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardReply, Session } from '@herway/shared/contracts/dashboard';
import type { ActionItem } from '@herway/shared/contracts/mentor-notes';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { setSignedInHint } from '@/features/auth/api/get-current-user';
import { jsonResponse, mockFetch, renderRoute, type FetchHandler } from '@/testing/test-utils';
import { aDashboard, aPackage, aSession, ava } from '@/testing/fixtures';
import { localDay } from '../lib/action-items';
import DashboardPage from '@/features/dashboard/routes/dashboard';
import SessionsPage from '@/features/dashboard/routes/sessions';

afterEach(() => dismissToast());
const main = () => within(screen.getByRole('main'));

const DAY = 86_400_000;
const dayFromNow = (days: number) => localDay(new Date(Date.now() + days * DAY));
const anItem = (overrides: Partial<ActionItem>): ActionItem => ({
  id: 'item-1',
  bookingId: 'session-1',
  text: 'Film a game',
  dueDate: null,
  doneAt: null,
  ...overrides,
});

function open(path: string, dashboard: () => DashboardReply, sessions: () => Session[], extra: Record<string, FetchHandler> = {}) {
  setSignedInHint(true);
  const fetchMock = mockFetch((url, init) => {
    if (url === '/api/auth/user') return jsonResponse(ava);
    if (url === '/api/dashboard') return jsonResponse(dashboard());
    if (url === '/api/sessions/user') return jsonResponse(sessions());
    return extra[url]?.(url, init) ?? jsonResponse({ message: 'Not found' }, 404);
  });
  return { ...renderRoute(path === '/sessions' ? <SessionsPage /> : <DashboardPage />, path), fetchMock };
}

describe('her mentor’s notes and action items', () => {
  it('on /sessions: the notes under their session, an overdue item in red, and a tick sent and shown', async () => {
    let ticked = false;
    const items = () => [
      anItem({ id: 'late', text: 'Email two coaches', dueDate: dayFromNow(-2) }),
      anItem({ id: 'soon', text: 'Film a game', dueDate: dayFromNow(5), doneAt: ticked ? new Date().toISOString() : null }),
    ];
    const session = () =>
      aSession({
        status: 'completed',
        completedAt: '2026-01-10T12:00:00.000Z',
        mentorNotes: { bookingId: 'session-1', notes: 'Great first touch.', version: 1, updatedAt: '2026-01-10T13:00:00.000Z', actionItems: items() },
      });
    const { user, fetchMock } = open(
      '/sessions',
      () => aDashboard({ mentorshipPackages: [aPackage()] }),
      () => [session()],
      {
        '/api/action-items/soon': () => {
          ticked = true;
          return jsonResponse({ actionItem: items()[1] });
        },
      },
    );
    const notes = within(await main().findByRole('region', { name: 'Notes from your mentor' }));
    expect(notes.getByText('Great first touch.')).toBeDefined();
    expect(notes.getByText(/^Overdue: was due/).className).toContain('text-danger-800');
    expect(notes.getByText(/^Due /).className).not.toContain('text-danger-800');

    const box = notes.getByRole('checkbox', { name: 'Film a game' });
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(box);
    await waitFor(() => expect((notes.getByRole('checkbox', { name: 'Film a game' }) as HTMLInputElement).checked).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/action-items/soon') ?? [];
    expect([init?.method, init?.body]).toEqual(['PATCH', JSON.stringify({ done: true })]);
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/sessions/user').length).toBe(2));
    expect((notes.getByRole('checkbox', { name: 'Film a game' }) as HTMLInputElement).checked).toBe(true);
  });

  it('on /sessions: a tick the server refuses is shown as not saved, and the box unticked', async () => {
    const session = aSession({
      status: 'completed',
      mentorNotes: { bookingId: 'session-1', notes: '', version: 1, updatedAt: '2026-01-10T13:00:00.000Z', actionItems: [anItem({ id: 'gone' })] },
    });
    const { user } = open(
      '/sessions',
      () => aDashboard({ mentorshipPackages: [aPackage()] }),
      () => [session],
      {
        '/api/action-items/gone': () => jsonResponse({ message: 'Action item not found' }, 404),
      },
    );
    const notes = within(await main().findByRole('region', { name: 'Notes from your mentor' }));
    await user.click(notes.getByRole('checkbox', { name: 'Film a game' }));
    expect(await screen.findByText('Your action item could not be updated. Please try again.')).toBeDefined();
    expect((notes.getByRole('checkbox', { name: 'Film a game' }) as HTMLInputElement).checked).toBe(false);
  });

  it('on /dashboard: her open items with their due dates, the overdue one marked, linking to /sessions', async () => {
    open(
      '/dashboard',
      () =>
        aDashboard({
          openActionItems: [
            {
              ...anItem({ id: 'late', text: 'Email two coaches', dueDate: dayFromNow(-1) }),
              mentorName: 'Maya Reynolds',
              sessionDate: '2026-01-10T11:00:00.000Z',
            },
            { ...anItem({ id: 'open', text: 'Stretch daily' }), mentorName: null, sessionDate: null },
          ],
        }),
      () => [],
    );
    const list = within(await main().findByRole('region', { name: 'Your Action Items' }));
    expect(list.getByText('Email two coaches')).toBeDefined();
    expect(list.getByText(/^Overdue: was due/).className).toContain('text-danger-800');
    expect(list.getByText('No due date')).toBeDefined();
    expect(list.getByText(/From your session with Maya Reynolds on Jan 10, 2026/)).toBeDefined();
    expect(list.getByRole('link', { name: /sessions page/ }).getAttribute('href')).toBe('/sessions');
  });

  it('on /dashboard: an item she added herself says so and is ticked done right there', async () => {
    let done = false;
    const own = { ...anItem({ id: 'own-eligibility', bookingId: null, text: 'Register with the Eligibility Center' }), mentorName: null, sessionDate: null };
    const { user, fetchMock } = open(
      '/dashboard',
      () => aDashboard({ openActionItems: done ? [] : [own] }),
      () => [],
      {
        '/api/action-items/own-eligibility': () => {
          done = true;
          return jsonResponse({ actionItem: { ...own, doneAt: new Date().toISOString() } });
        },
      },
    );
    const list = within(await main().findByRole('region', { name: 'Your Action Items' }));
    expect(list.getByText('Added by you')).toBeDefined();
    expect(list.queryByText(/From your session/)).toBeNull();
    await user.click(list.getByRole('button', { name: 'Mark done: Register with the Eligibility Center' }));
    await waitFor(() => expect(main().queryByRole('region', { name: 'Your Action Items' })).toBeNull());
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/action-items/own-eligibility') ?? [];
    expect([init?.method, init?.body]).toEqual(['PATCH', JSON.stringify({ done: true })]);
  });

  it('an item assigning a lesson says "Watch: <title>", linked to the lesson in the player, on /sessions and /dashboard', async () => {
    const lesson = { id: 'lesson-7', title: 'Writing to coaches', moduleNumber: 3 };
    const watch = anItem({ id: 'watch', text: 'Before our next call', lesson });
    const session = aSession({
      status: 'completed',
      mentorNotes: { bookingId: 'session-1', notes: '', version: 1, updatedAt: '2026-01-10T13:00:00.000Z', actionItems: [watch, anItem({ id: 'plain' })] },
    });
    const dashboard = () => aDashboard({ mentorshipPackages: [aPackage()], openActionItems: [{ ...watch, mentorName: 'Maya Reynolds', sessionDate: null }] });
    const sessionsPage = open('/sessions', dashboard, () => [session]);
    const notes = within(await main().findByRole('region', { name: 'Notes from your mentor' }));
    expect(notes.getAllByRole('link', { name: /^Watch:/ }).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Watch: Writing to coaches', '/course/learn/3?lesson=lesson-7'],
    ]);
    sessionsPage.unmount();

    open('/dashboard', dashboard, () => []);
    const list = within(await main().findByRole('region', { name: 'Your Action Items' }));
    expect(list.getByRole('link', { name: 'Watch: Writing to coaches' }).getAttribute('href')).toBe('/course/learn/3?lesson=lesson-7');
  });

  it('on /dashboard without open items, no list', async () => {
    open(
      '/dashboard',
      () => aDashboard({ openActionItems: [] }),
      () => [],
    );
    await main().findByRole('region', { name: 'Summary' });
    expect(main().queryByRole('region', { name: 'Your Action Items' })).toBeNull();
  });
});
