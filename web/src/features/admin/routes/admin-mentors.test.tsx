import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminMentor } from '@herway/shared/contracts/mentors';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import { adminApi } from '../testing/admin-api';
import AdminMentorsPage from '@/features/admin/routes/admin-mentors';

const aMentor = (changes: Partial<AdminMentor> = {}): AdminMentor => ({
  id: 'maya-reynolds',
  name: 'Maya Reynolds',
  initials: 'MR',
  sport: 'Soccer',
  school: 'Lakeshore State University',
  specialty: 'Coach communication',
  bio: 'Division I midfielder.',
  sessionMinutes: 60,
  schedulingUrl: 'https://calendly.com/herway-maya/60min',
  photoUrl: null,
  active: true,
  position: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...changes,
});

function mentorsApi(onWrite: (method: string, url: string, body: unknown) => Response) {
  let mentors = [
    aMentor(),
    aMentor({ id: 'ava-cole', name: 'Ava Cole', initials: 'AC', active: false, position: 1, photoUrl: 'https://content.example.com/ava.jpg' }),
  ];
  return adminApi({
    '/api/admin/mentors': (url, init) => {
      if ((init.method ?? 'GET') === 'GET') return jsonResponse({ mentors });
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      const reply = onWrite('POST', url, body);
      if (reply.ok) mentors = [...mentors, aMentor({ id: 'new-one', name: String(body.name), active: false, position: 2 })];
      return reply;
    },
    '/api/admin/mentors/ava-cole': (url, init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      const reply = onWrite('PATCH', url, body);
      if (reply.ok) mentors = mentors.map((mentor) => (mentor.id === 'ava-cole' ? { ...mentor, ...(body as Partial<AdminMentor>) } : mentor));
      return reply;
    },
  });
}

describe('the mentors admin page', () => {
  it('lists every mentor with her photo or initials and whether she is on the site, and puts one on it', async () => {
    const writes: unknown[] = [];
    mockFetch(
      mentorsApi(
        (method, url, body) => (writes.push([method, url, body]), jsonResponse({ mentor: aMentor({ id: 'ava-cole', name: 'Ava Cole', active: true }) })),
      ),
    );
    const { user } = renderRoute(<AdminMentorsPage />, '/admin/mentors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentors' })).toBeDefined();
    const ava = within(await screen.findByRole('article', { name: 'Ava Cole' }));
    expect(ava.getByText('Off the site')).toBeDefined();
    expect(ava.getByRole('img', { name: 'Ava Cole' }).getAttribute('src')).toBe('https://content.example.com/ava.jpg');
    expect(within(screen.getByRole('article', { name: 'Maya Reynolds' })).getByRole('img', { name: 'Maya Reynolds' }).textContent).toBe('MR');
    await user.click(ava.getByRole('button', { name: 'Put on the site' }));
    await waitFor(() => expect(writes).toEqual([['PATCH', '/api/admin/mentors/ava-cole', { active: true }]]));
    expect(await ava.findByText('On the site')).toBeDefined();
  });

  it("shows every problem of a new mentor at once, sends nothing until they're fixed, and shows the server's refusal", async () => {
    const writes: unknown[] = [];
    mockFetch(
      mentorsApi((method, url, body) => (writes.push([method, url, body]), jsonResponse({ message: 'A mentor named Zoe Park is already on the list.' }, 409))),
    );
    const { user } = renderRoute(<AdminMentorsPage />, '/admin/mentors');
    const form = within(await screen.findByRole('form', { name: 'New mentor' }));
    await user.click(form.getByRole('button', { name: 'Add mentor' }));
    const alert = within(form.getByRole('alert'));
    expect(alert.getByText(/Please fix these 6 things/)).toBeDefined();
    expect(alert.getByText('Enter her name.')).toBeDefined();
    expect(alert.getByText('Enter her scheduling link.')).toBeDefined();
    expect(writes).toEqual([]);
    for (const [label, value] of [
      ['Name', 'Zoe Park'],
      ['Sport', 'Golf'],
      ['School', 'Hill College'],
      ['Specialty', 'Short game'],
      ['Short bio', 'Plays golf.'],
      ['Scheduling link', 'https://calendly.com/zoe/60min'],
    ]) {
      await user.type(form.getByLabelText(label as string, { exact: false }), value as string);
    }
    await user.click(form.getByRole('button', { name: 'Add mentor' }));
    expect(await form.findByText('A mentor named Zoe Park is already on the list.')).toBeDefined();
    expect(writes).toHaveLength(1);
  });

  it('refuses a photo of the wrong type before uploading anything', async () => {
    const fetchMock = mockFetch(mentorsApi(() => jsonResponse({})));
    renderRoute(<AdminMentorsPage />, '/admin/mentors');
    const maya = within(await screen.findByRole('article', { name: 'Maya Reynolds' }));
    // Chosen anyway (a browser's file picker can be told to show every file).
    fireEvent.change(maya.getByLabelText('Add her photo'), { target: { files: [new File(['GIF89a'], 'maya.gif', { type: 'image/gif' })] } });
    expect(maya.getByRole('alert').textContent).toBe('Choose a JPEG, PNG or WebP photo under 2 MB.');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('photo-url'))).toBe(false);
  });
});
