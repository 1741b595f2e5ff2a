import { dashboardReplySchema } from '@herway/shared/contracts/dashboard';
import { createActionItemReplySchema } from '@herway/shared/contracts/mentor-notes';
import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';
import { callApi } from '../../testing/admin-calls';

const siteUrl = inject('siteUrl');

const create = (account: Parameters<typeof callApi>[3], body: unknown) => callApi(siteUrl, 'POST', '/api/action-items', account, body);

describe('POST /api/action-items', () => {
  it('makes her own item, 201: on her dashboard with her mentors’ items, ticked done like them', async () => {
    const athlete = await createTestAccount();
    const made = await create(athlete, { text: '  Register with the NCAA Eligibility Center ', dueDate: '2027-09-01' });
    expect(made.status).toBe(201);
    const { actionItem, created } = createActionItemReplySchema.parse(made.json);
    expect(created).toBe(true);
    expect(actionItem).toMatchObject({ text: 'Register with the NCAA Eligibility Center', dueDate: '2027-09-01', bookingId: null, doneAt: null });

    const dashboard = dashboardReplySchema.parse((await callApi(siteUrl, 'GET', '/api/dashboard', athlete)).json);
    expect(dashboard.openActionItems).toEqual([expect.objectContaining({ id: actionItem.id, mentorName: null, sessionDate: null })]);

    expect((await callApi(siteUrl, 'PATCH', `/api/action-items/${actionItem.id}`, athlete, { done: true })).status).toBe(200);
    const after = dashboardReplySchema.parse((await callApi(siteUrl, 'GET', '/api/dashboard', athlete)).json);
    expect(after.openActionItems).toEqual([]);
  });

  it('makes one item of one key, even when two clicks arrive at once', async () => {
    const athlete = await createTestAccount();
    const body = { text: 'Follow up with Oregon', key: 'follow-up-oregon' };
    const [first, second] = await Promise.all([create(athlete, body), create(athlete, body)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const ids = [first, second].map((answer) => createActionItemReplySchema.parse(answer.json).actionItem.id);
    expect(ids[0]).toBe(ids[1]);
    const again = await create(athlete, body);
    expect(again.status).toBe(200);
    expect(createActionItemReplySchema.parse(again.json)).toMatchObject({ created: false, actionItem: { id: ids[0] } });
    const dashboard = dashboardReplySchema.parse((await callApi(siteUrl, 'GET', '/api/dashboard', athlete)).json);
    expect(dashboard.openActionItems).toHaveLength(1);
  });

  it('refuses bad input in a sentence, a guardian 403, a stranger’s tick 404, signed out 401', async () => {
    const athlete = await createTestAccount();
    const empty = await create(athlete, { text: '   ' });
    expect(empty).toMatchObject({ status: 400, json: { message: 'Write what you want to do' } });
    expect((await create(athlete, { text: 'Visit', dueDate: '2027-02-30' })).json.message).toBe('A due date must be a date');
    expect((await create(athlete, { text: 'Visit', key: '../../x' })).json.message).toBe('That step cannot be added as an action item');

    const guardian = await createTestAccount({ group: 'guardian' });
    expect((await create(guardian, { text: 'Visit' })).status).toBe(403);
    expect((await create(undefined, { text: 'Visit' })).status).toBe(401);

    const { actionItem } = createActionItemReplySchema.parse((await create(athlete, { text: 'Mine' })).json);
    const stranger = await createTestAccount();
    expect((await callApi(siteUrl, 'PATCH', `/api/action-items/${actionItem.id}`, stranger, { done: true })).status).toBe(404);
  });
});
