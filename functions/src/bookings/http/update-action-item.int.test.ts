import { athleteActionReplySchema } from '@herway/shared/contracts/admin-athletes';
import { dashboardReplySchema } from '@herway/shared/contracts/dashboard';
import { updateActionItemReplySchema } from '@herway/shared/contracts/mentor-notes';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readSessionNotes } from '../store/mentor-notes-repo';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { bookedAthlete as athleteBookedAt, notesOf, saveSessionNotes } from '../../testing/bookings';
import { jsonHeaders } from '../../testing/content';

const siteUrl = inject('siteUrl');

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

const bookedAthlete = (start?: Date) => athleteBookedAt(start, 'Nia');
const saveNotes = (athlete: TestAccount, bookingId: string, body: Record<string, unknown>, cookie = admin.cookie) =>
  saveSessionNotes(siteUrl, cookie, athlete, bookingId, body);

const tick = (itemId: string, cookie: string, done = true) =>
  fetch(`${siteUrl}/api/action-items/${itemId}`, { method: 'PATCH', headers: jsonHeaders(siteUrl, cookie), body: JSON.stringify({ done }) });

async function getJson(path: string, cookie: string) {
  const response = await fetch(`${siteUrl}${path}`, { headers: { Cookie: cookie } });
  return { status: response.status, json: (await response.json()) as unknown };
}

describe('PATCH /api/action-items/{id}', () => {
  it('she ticks her own item done and open again; another athlete gets 404, signed out 401, nothing changes', async () => {
    const { athlete, booking } = await bookedAthlete();
    const saved = athleteActionReplySchema.parse((await saveNotes(athlete, booking.id, { actionItems: [{ text: 'Stretch daily' }, { text: 'Read' }] })).json);
    const [item] = notesOf(saved, booking.id)?.actionItems ?? [];
    if (!item) throw new Error('No item saved');
    const stranger = await createTestAccount();

    expect((await tick(item.id, stranger.cookie)).status).toBe(404);
    expect((await tick(item.id, '')).status).toBe(401);
    expect((await tick(item.id, admin.cookie)).status).toBe(403);
    const bad = await fetch(`${siteUrl}/api/action-items/${item.id}`, {
      method: 'PATCH',
      headers: jsonHeaders(siteUrl, athlete.cookie),
      body: JSON.stringify({ done: 'yes' }),
    });
    expect([bad.status, ((await bad.json()) as { message: string }).message]).toEqual([400, 'Say whether the item is done (true or false)']);
    expect((await readSessionNotes(athlete.sub, booking.id))?.items.every((entry) => entry.doneAt === null)).toBe(true);

    const done = await tick(item.id, athlete.cookie);
    expect(done.status).toBe(200);
    expect(updateActionItemReplySchema.parse(await done.json()).actionItem).toMatchObject({ id: item.id, text: 'Stretch daily' });
    const dashboard = dashboardReplySchema.parse((await getJson('/api/dashboard', athlete.cookie)).json);
    expect(dashboard.openActionItems?.map((entry) => entry.text)).toEqual(['Read']);

    const reopened = updateActionItemReplySchema.parse(await (await tick(item.id, athlete.cookie, false)).json());
    expect(reopened.actionItem.doneAt).toBeNull();
  });
});
