import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardReply } from '@herway/shared/contracts/dashboard';
import type { TimelineReply } from '@herway/shared/contracts/recruiting';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { setSignedInHint } from '@/features/auth/api/get-current-user';
import { jsonResponse, mockFetch, renderRoute, type FetchHandler } from '@/testing/test-utils';
import { aDashboard, ava } from '@/testing/fixtures';
import { localDay } from '../lib/action-items';
import DashboardPage, { TIMELINE_WAIT_MS } from '@/features/dashboard/routes/dashboard';

afterEach(() => dismissToast());
const main = () => within(screen.getByRole('main'));

const today = localDay(new Date());
const thisMonth = `${today.slice(0, 7)}-28`;
const nextYear = `${Number(today.slice(0, 4)) + 1}-06-15`;
const step = (key: string, date: string, title: string) => ({
  key,
  date,
  title,
  detail: `${title}, in detail.`,
  source: { title: 'Where', url: 'https://example.org/rule' },
});
const timeline = (steps: TimelineReply['steps'], graduationYear: number | null = 2029): TimelineReply => ({
  graduationYear,
  steps,
  complianceNote: 'Rules change: check with the school’s compliance office.',
});

function open(dashboard: DashboardReply, reply: TimelineReply, extra: Record<string, FetchHandler> = {}) {
  setSignedInHint(true);
  const fetchMock = mockFetch((url, init) => {
    if (url === '/api/auth/user') return jsonResponse(ava);
    if (url === '/api/dashboard') return jsonResponse(dashboard);
    if (url === '/api/recruiting/timeline') return jsonResponse(reply);
    return extra[url]?.(url, init) ?? jsonResponse({ message: 'Not found' }, 404);
  });
  return { ...renderRoute(<DashboardPage />, '/dashboard'), fetchMock };
}

/** The dashboard once her dashboard has answered, with the timeline's answer held back: returns what sends it. */
async function openWithTimelineHeld(): Promise<(reply: Response) => void> {
  let answerTimeline: (reply: Response) => void = () => undefined;
  setSignedInHint(true);
  mockFetch((url) => {
    if (url === '/api/auth/user') return jsonResponse(ava);
    if (url === '/api/dashboard') return jsonResponse(aDashboard());
    if (url === '/api/recruiting/timeline') return new Promise<Response>((resolve) => (answerTimeline = resolve));
    return jsonResponse({ message: 'Not found' }, 404);
  });
  const { queryClient } = renderRoute(<DashboardPage />, '/dashboard');
  await waitFor(() => expect(queryClient.getQueryState(['/api/dashboard'])?.status).toBe('success'));
  return (reply) => answerTimeline(reply);
}

describe('her recruiting timeline on the dashboard', () => {
  it('shows this month’s steps and the next one, with the compliance note, and puts a step on her action items in one click', async () => {
    const steps = [
      step('eligibility-center', thisMonth, 'Register with the NCAA Eligibility Center'),
      step('contact-ncaa-d1', nextYear, 'NCAA Division I coaches may contact you'),
    ];
    const { user, fetchMock } = open(aDashboard(), timeline(steps), {
      '/api/action-items': () =>
        jsonResponse(
          { created: true, actionItem: { id: 'own-timeline-eligibility-center', bookingId: null, text: 'x', dueDate: thisMonth, doneAt: null } },
          201,
        ),
    });
    const card = within(await main().findByRole('region', { name: 'Your Recruiting Timeline' }));
    expect(card.getByRole('heading', { name: 'This month' })).toBeDefined();
    expect(card.getByText('Register with the NCAA Eligibility Center')).toBeDefined();
    expect(card.getByRole('heading', { name: 'Next' })).toBeDefined();
    expect(card.getByText('NCAA Division I coaches may contact you')).toBeDefined();
    expect(card.getByText(/check with the school’s compliance office/)).toBeDefined();

    await user.click(card.getByRole('button', { name: 'Add to my action items: Register with the NCAA Eligibility Center' }));
    expect(await screen.findByText('Added to your action items')).toBeDefined();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/action-items') ?? [];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      text: 'Register with the NCAA Eligibility Center',
      dueDate: thisMonth,
      key: 'timeline-eligibility-center',
    });
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/dashboard').length).toBe(2));
  });

  it('says a step already on her open action items is there, instead of offering it again', async () => {
    const own = {
      id: 'own-timeline-eligibility-center',
      bookingId: null,
      text: 'Register',
      dueDate: thisMonth,
      doneAt: null,
      mentorName: null,
      sessionDate: null,
    };
    open(aDashboard({ openActionItems: [own] }), timeline([step('eligibility-center', thisMonth, 'Register with the NCAA Eligibility Center')]));
    const card = within(await main().findByRole('region', { name: 'Your Recruiting Timeline' }));
    expect(card.getByText('On your action items')).toBeDefined();
    expect(card.queryByRole('button', { name: /Add to my action items/ })).toBeNull();
  });

  it('asks for her graduation year when her profile has none', async () => {
    open(aDashboard(), timeline([], null));
    const card = within(await main().findByRole('region', { name: 'Your Recruiting Timeline' }));
    expect(card.getByRole('link', { name: 'Add your graduation year' }).getAttribute('href')).toBe('/profile');
  });

  it('draws the page with her timeline, not before it, so the counts under it never move', async () => {
    const answerTimeline = await openWithTimelineHeld();
    expect(screen.getByText('Loading your dashboard…')).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Summary' })).toBeNull();
    answerTimeline(jsonResponse(timeline([step('eligibility-center', thisMonth, 'Register with the NCAA Eligibility Center')])));
    const timelineCard = await main().findByRole('region', { name: 'Your Recruiting Timeline' });
    const counts = main().getByRole('region', { name: 'Summary' });
    // The timeline comes first in the page, the counts after it.
    expect(timelineCard.compareDocumentPosition(counts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('draws the page without her timeline when it cannot be read', async () => {
    setSignedInHint(true);
    mockFetch((url) => {
      if (url === '/api/auth/user') return jsonResponse(ava);
      if (url === '/api/dashboard') return jsonResponse(aDashboard());
      return jsonResponse({ message: 'Something went wrong' }, 500);
    });
    renderRoute(<DashboardPage />, '/dashboard');
    expect(await main().findByRole('region', { name: 'Summary' })).toBeDefined();
    expect(main().queryByRole('region', { name: 'Your Recruiting Timeline' })).toBeNull();
  });

  it('does not hold the page for a slow timeline: drawn without it after a moment, the timeline above the counts when it comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const answerTimeline = await openWithTimelineHeld();
      vi.advanceTimersByTime(TIMELINE_WAIT_MS);
      expect(await main().findByRole('region', { name: 'Summary' })).toBeDefined();
      answerTimeline(jsonResponse(timeline([step('eligibility-center', thisMonth, 'Register with the NCAA Eligibility Center')])));
      expect(await main().findByRole('region', { name: 'Your Recruiting Timeline' })).toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
