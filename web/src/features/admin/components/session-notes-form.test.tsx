import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AthleteBooking, AthleteReply } from '@herway/shared/contracts/admin-athletes';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import { adminApi } from '../testing/admin-api';
import { anAthletePage } from '../testing/fixtures';
import AdminAthletePage from '@/features/admin/routes/admin-athlete';

const aBooking = (overrides: Partial<AthleteBooking> = {}): AthleteBooking => ({
  id: 'starter_b1',
  status: 'completed',
  sessionDate: '2026-01-10T11:00:00.000Z',
  mentorName: 'Maya Reynolds',
  mentorshipPackageId: 'starter_p1',
  needsAttention: false,
  attentionReason: null,
  noShow: false,
  lateCancellation: false,
  cancelReason: null,
  cancelUrl: null,
  createdAt: '2026-01-01T11:00:00.000Z',
  ...overrides,
});
const anAthlete = (bookings: AthleteBooking[]): AthleteReply => anAthletePage({ bookings });
const NOTES_URL = '/api/admin/bookings/ath-1/starter_b1/notes';

describe('session notes on the admin athlete page', () => {
  it('writes notes with two action items, sends them with the version shown, and shows what was stored', async () => {
    const saved = aBooking({
      mentorNotes: {
        bookingId: 'starter_b1',
        notes: 'Strong session.',
        version: 1,
        updatedAt: '2026-01-10T13:00:00.000Z',
        actionItems: [
          { id: 'i-1', bookingId: 'starter_b1', text: 'Film a game', dueDate: '2026-02-01', doneAt: null },
          { id: 'i-2', bookingId: 'starter_b1', text: 'Email coaches', dueDate: null, doneAt: null },
        ],
      },
    });
    const fetchMock = mockFetch(
      adminApi({
        '/api/admin/athletes/ath-1': () =>
          jsonResponse(anAthlete([aBooking(), aBooking({ id: 'starter_future', status: 'scheduled', sessionDate: '2099-01-01T11:00:00.000Z' })])),
        [NOTES_URL]: () => jsonResponse({ message: 'Notes saved; she was e-mailed', athlete: anAthlete([saved]) }),
      }),
    );
    const { user } = renderRoute(<AdminAthletePage />, '/admin/athletes/ath-1', 'admin/athletes/:id');
    // Only the session that took place takes notes.
    const summaries = await screen.findAllByText('Write session notes');
    expect(summaries).toHaveLength(1);
    await user.click(summaries[0]!);
    const form = within(summaries[0]!.closest('details')!);

    await user.click(form.getByRole('button', { name: 'Save notes' }));
    expect(form.getByRole('alert').textContent).toContain('Write the notes or at least one action item');
    expect(fetchMock.mock.calls.some(([url]) => url === NOTES_URL)).toBe(false);

    await user.type(form.getByLabelText(/Notes for her/), 'Strong session.');
    await user.click(form.getByRole('button', { name: 'Add an action item' }));
    await user.type(form.getByLabelText('Action item 1'), 'Film a game');
    await user.type(form.getAllByLabelText('Due (optional)')[0]!, '2026-02-01');
    await user.click(form.getByRole('button', { name: 'Add an action item' }));
    await user.type(form.getByLabelText('Action item 2'), 'Email coaches');
    await user.click(form.getByRole('button', { name: 'Save notes' }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === NOTES_URL)).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === NOTES_URL)!;
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      notes: 'Strong session.',
      version: 0,
      actionItems: [
        { text: 'Film a game', dueDate: '2026-02-01' },
        { text: 'Email coaches', dueDate: null },
      ],
    });
    expect(body.requestId).toMatch(/^[\w-]{8,64}$/);
    expect(await screen.findByText('Notes saved; she was e-mailed')).toBeDefined();
    expect(await screen.findByText('Edit the session notes')).toBeDefined();
    expect(screen.getByText(/Film a game/).textContent).toContain('due 2026-02-01');
  });

  it('assigns a lesson of the course to an action item (active lessons, by module), sends its id and shows "Watch:" once saved', async () => {
    const lesson = (assetId: string, title: string, isActive = true) => ({
      assetId,
      title,
      contentType: 'pdf',
      fileSize: 10,
      isActive,
      captionsCueCount: null,
    });
    const course = {
      modules: [
        { number: 0, title: 'Introduction', state: 'released', releaseAt: null, lessons: [lesson('l-welcome', 'Welcome'), lesson('l-off', 'Old file', false)] },
        { number: 1, title: 'Empty', state: 'draft', releaseAt: null, lessons: [] },
        { number: 2, title: 'Coaches', state: 'draft', releaseAt: null, lessons: [lesson('l-email', 'Writing to coaches')] },
      ],
    };
    const stored = aBooking({
      mentorNotes: {
        bookingId: 'starter_b1',
        notes: '',
        version: 1,
        updatedAt: '2026-01-10T13:00:00.000Z',
        actionItems: [
          {
            id: 'i-1',
            bookingId: 'starter_b1',
            text: 'Before our call',
            dueDate: null,
            doneAt: null,
            lesson: { id: 'l-email', title: 'Writing to coaches', moduleNumber: 2 },
          },
        ],
      },
    });
    const fetchMock = mockFetch(
      adminApi({
        '/api/admin/athletes/ath-1': () => jsonResponse(anAthlete([aBooking()])),
        '/api/admin/course': () => jsonResponse(course),
        [NOTES_URL]: () => jsonResponse({ message: 'Notes saved; she was e-mailed', athlete: anAthlete([stored]) }),
      }),
    );
    const { user } = renderRoute(<AdminAthletePage />, '/admin/athletes/ath-1', 'admin/athletes/:id');
    const summary = await screen.findByText('Write session notes');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/course')).toBe(false);
    await user.click(summary);
    const form = within(summary.closest('details')!);
    await user.click(form.getByRole('button', { name: 'Add an action item' }));
    await user.type(form.getByLabelText('Action item 1'), 'Before our call');
    const select = form.getByLabelText('Lesson to watch (optional)');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['No lesson', 'Welcome', 'Writing to coaches']),
    );
    expect([...select.querySelectorAll('optgroup')].map((group) => group.label)).toEqual(['Module 0: Introduction', 'Module 2: Coaches']);
    await user.selectOptions(select, 'Writing to coaches');
    await user.click(form.getByRole('button', { name: 'Save notes' }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === NOTES_URL)).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === NOTES_URL)!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ actionItems: [{ text: 'Before our call', dueDate: null, lessonId: 'l-email' }] });
    expect((await screen.findByText(/Before our call/)).textContent).toContain('Watch: Writing to coaches');
  });

  it('keeps what was typed and says why when another admin saved first; a retry is the same request, an edit a new one', async () => {
    const fetchMock = mockFetch(
      adminApi({
        '/api/admin/athletes/ath-1': () => jsonResponse(anAthlete([aBooking()])),
        [NOTES_URL]: () => jsonResponse({ message: 'Another admin saved notes on this session while you were writing, so yours were not saved.' }, 409),
      }),
    );
    const { user } = renderRoute(<AdminAthletePage />, '/admin/athletes/ath-1', 'admin/athletes/:id');
    const summary = await screen.findByText('Write session notes');
    await user.click(summary);
    const form = within(summary.closest('details')!);
    await user.type(form.getByLabelText(/Notes for her/), 'Mine');
    await user.click(form.getByRole('button', { name: 'Save notes' }));
    expect((await form.findByRole('alert')).textContent).toContain('Another admin saved notes');
    expect((form.getByLabelText(/Notes for her/) as HTMLTextAreaElement).value).toBe('Mine');

    // The same save again is the same request (a retry); an edited one is a new request.
    const requestIds = () =>
      fetchMock.mock.calls.filter(([url]) => url === NOTES_URL).map(([, init]) => (JSON.parse(String(init?.body)) as { requestId: string }).requestId);
    await user.click(form.getByRole('button', { name: 'Save notes' }));
    await waitFor(() => expect(requestIds()).toHaveLength(2));
    await user.type(form.getByLabelText(/Notes for her/), ' and more');
    await user.click(form.getByRole('button', { name: 'Save notes' }));
    await waitFor(() => expect(requestIds()).toHaveLength(3));
    const [first, retry, edited] = requestIds();
    expect(retry).toBe(first);
    expect(edited).not.toBe(first);
  });
});
