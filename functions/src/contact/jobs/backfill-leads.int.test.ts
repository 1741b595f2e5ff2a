import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import { contactsFrom, listLeadsPage } from '../store/lead-repo';
import { readStatsCounter } from '../../insights/store/stats-repo';
import { tableName } from '../../kernel/store/table';
import { handler } from './backfill-leads';

describe('backfill-leads job', () => {
  const addresses = async () => Number((await readStatsCounter('TOTALS'))?.contactEmails ?? 0);

  it('gives a contact saved before leads its lead copy, once, and counts its address once', async () => {
    const id = randomUUID();
    const email = `old-${id}@example.com`;
    const createdAt = new Date(Date.now() - 1000).toISOString();
    const contact = { id, firstName: 'Old', lastName: 'Lead', email, interestType: 'General Question', message: 'Saved before leads existed', createdAt };
    await dynamoClient().send(
      new PutCommand({ TableName: tableName(), Item: { ...keys.contact(id), ...keys.listing('CONTACT', createdAt, id), type: 'contact', ...contact } }),
    );
    expect(await contactsFrom(email)).toEqual([]);
    const before = await addresses();

    expect((await handler()).written).toBeGreaterThanOrEqual(1);
    const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.leadAddress(email) }));
    expect(Item).toMatchObject({ firstContactId: id });
    expect(await addresses()).toBeGreaterThanOrEqual(before + 1);
    expect(await contactsFrom(email)).toEqual([expect.objectContaining({ id, status: 'new' })]);
    expect((await listLeadsPage('new', 100)).items.some((lead) => lead.id === id)).toBe(true);
    const counted = await addresses();
    await handler();
    expect(await contactsFrom(email)).toHaveLength(1);
    expect(await addresses()).toBe(counted);
  });
});
