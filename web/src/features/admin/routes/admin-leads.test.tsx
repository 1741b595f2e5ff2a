import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import { adminApi } from '../testing/admin-api';
import { aContact } from '../testing/fixtures';
import AdminPage from '@/features/admin/routes/admin';

afterEach(() => act(() => dismissToast()));

async function openContacts(overrides: Parameters<typeof adminApi>[0] = {}) {
  const fetchMock = mockFetch(adminApi(overrides));
  const view = renderRoute(<AdminPage />, '/admin');
  const table = await screen.findByRole('region', { name: 'Contacts table' });
  return { ...view, fetchMock, table };
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, url: string) => fetchMock.mock.calls.filter(([called]) => called === url);

describe('leads on the Contacts tab', () => {
  it("shows each contact's status ('New' before any), and filters by status through the API", async () => {
    const contacted = aContact({ id: 'c-9', firstName: 'Zoe', lastName: 'Park', status: 'contacted', notes: 'Call back Friday' });
    const { user, fetchMock, table } = await openContacts({
      '/api/contacts?limit=25&status=contacted': () => jsonResponse({ items: [contacted] }),
      '/api/contacts?limit=25&status=closed': () => jsonResponse({ items: [] }),
    });
    expect(within(table).getByText('New')).toBeDefined();

    await user.selectOptions(screen.getByLabelText('Status'), 'contacted');
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Contacts table' })).getByText('Zoe Park')).toBeDefined());
    const filtered = screen.getByRole('region', { name: 'Contacts table' });
    expect(within(filtered).getByText('Contacted')).toBeDefined();
    expect(within(filtered).getByText('Call back Friday')).toBeDefined();
    expect(within(filtered).queryByText('Ava Lopez')).toBeNull();
    expect(calls(fetchMock, '/api/contacts?limit=25&status=contacted')).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    expect(await screen.findByText('No closed leads')).toBeDefined();
  });

  it('saves a new status and notes (only what changed), then reloads the list', async () => {
    let saved: unknown;
    const { user, fetchMock } = await openContacts({
      '/api/contacts/c-1': (_url, init) => {
        saved = JSON.parse(String(init?.body));
        return jsonResponse({ contact: aContact({ status: 'booked', notes: 'Booked for Tuesday' }) });
      },
    });
    const before = calls(fetchMock, '/api/contacts?limit=25').length;
    await user.click(screen.getByRole('button', { name: 'Edit lead Ava Lopez' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'booked');
    await user.type(within(dialog).getByLabelText(/Notes/), 'Booked for Tuesday');
    await user.click(within(dialog).getByRole('button', { name: 'Save lead' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual({ status: 'booked', notes: 'Booked for Tuesday' });
    expect(fetchMock.mock.calls.find(([url]) => url === '/api/contacts/c-1')?.[1]).toMatchObject({ method: 'PATCH' });
    await waitFor(() => expect(calls(fetchMock, '/api/contacts?limit=25').length).toBeGreaterThan(before));
  });

  it("keeps the dialog open with the server's reason when the save is refused", async () => {
    const { user } = await openContacts({ '/api/contacts/c-1': () => jsonResponse({ message: 'This contact message no longer exists.' }, 404) });
    await user.click(screen.getByRole('button', { name: 'Edit lead Ava Lopez' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'closed');
    await user.click(within(dialog).getByRole('button', { name: 'Save lead' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This contact message no longer exists.');
  });
});
