import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { centsToText, listAll, listPage } from './admin-lists';
import { httpErrorOf } from '../../kernel/domain-error-statuses';
import { encodeCursor, listingStartKey } from '../../kernel/store/table';

const dynamo = mockClient(DynamoDBDocumentClient);
const rethrownAsHttp = (error: unknown) => {
  throw httpErrorOf(error);
};
const cursorOf = (key: Record<string, unknown>) => encodeCursor(key) ?? '';
/** The status the API answers a thrown error with. */
const status = (error: unknown) => (httpErrorOf(error) as { statusCode?: number }).statusCode;

describe('centsToText', () => {
  it('writes cents as text dollars', () => {
    expect([centsToText(40_000), centsToText(1250), centsToText(5), centsToText(0)]).toEqual(['400.00', '12.50', '0.05', '0.00']);
  });
});

describe('listingStartKey', () => {
  const key = { PK: 'CONTACT#1', SK: 'CONTACT', GSI1PK: 'CONTACT', GSI1SK: '2026-01-01T00:00:00.000Z#1' };

  it('accepts a key of the same listing and nothing else', () => {
    expect(listingStartKey('CONTACT', cursorOf(key))).toEqual(key);
    expect(listingStartKey('CONTACT', undefined)).toBeUndefined();
    const refused = [
      'not-base64-json!',
      cursorOf({ ...key, GSI1PK: 'USER' }),
      cursorOf({ PK: 'CONTACT#1', SK: 'CONTACT' }),
      cursorOf({ ...key, extra: 'x' }),
      cursorOf({ ...key, SK: 5 }),
      Buffer.from('[1,2]').toString('base64url'),
    ];
    for (const cursor of refused) {
      let thrown: unknown;
      try {
        listingStartKey('CONTACT', cursor);
      } catch (error) {
        thrown = error;
      }
      expect(status(thrown), cursor).toBe(400);
    }
  });
});

describe('listPage', () => {
  beforeEach(() => dynamo.reset());

  it('pages GSI1 newest first and shapes payments by the contract, leaving out items that do not fit', async () => {
    const lastKey = { PK: 'PAYMENT#pi_2', SK: 'PAYMENT', GSI1PK: 'PAYMENT', GSI1SK: '2026-01-01T00:00:00.000Z#pi_2' };
    dynamo.on(QueryCommand).resolves({
      Items: [
        {
          PK: 'PAYMENT#pi_1',
          SK: 'PAYMENT',
          GSI1PK: 'PAYMENT',
          GSI1SK: 'x',
          type: 'payment',
          id: 'pi_1',
          userId: null,
          stripePaymentIntentId: 'pi_1',
          stripeCustomerId: null,
          customerEmail: 'a@example.com',
          customerName: null,
          athleteName: null,
          amount: 40_000,
          amountRefunded: 0,
          currency: 'usd',
          status: 'succeeded',
          productType: null,
          description: null,
          discountCode: null,
          createdAt: '2026-01-02T00:00:00.000Z',
          updatedAt: '2026-01-02T00:00:00.000Z',
        },
        { PK: 'PAYMENT#broken', SK: 'PAYMENT', type: 'payment', id: 'broken' },
      ],
      LastEvaluatedKey: lastKey,
    });
    const page = await listPage('payments', 2);
    expect(page.items).toEqual([
      {
        id: 'pi_1',
        userId: null,
        stripePaymentIntentId: 'pi_1',
        customerEmail: 'a@example.com',
        customerName: null,
        amount: '400.00',
        amountRefunded: '0.00',
        currency: 'usd',
        status: 'succeeded',
        productType: null,
        createdAt: '2026-01-02T00:00:00.000Z',
      },
    ]);
    expect(page.nextCursor).toBe(cursorOf(lastKey));
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      IndexName: 'GSI1',
      ExpressionAttributeValues: { ':kind': 'PAYMENT' },
      ScanIndexForward: false,
      Limit: 2,
    });
  });

  it("names an athlete's purchase recorded before the customer's name was stored after her", async () => {
    dynamo.on(QueryCommand).resolves({
      Items: [
        {
          PK: 'PAYMENT#pi_3',
          SK: 'PAYMENT',
          type: 'payment',
          id: 'pi_3',
          userId: 'u1',
          stripePaymentIntentId: 'pi_3',
          customerEmail: 'ava@example.com',
          customerName: null,
          athleteName: 'Ava Lopez',
          amount: 15_000,
          amountRefunded: 0,
          currency: 'usd',
          status: 'succeeded',
          productType: 'full_packet',
          createdAt: '2026-01-02T00:00:00.000Z',
          updatedAt: '2026-01-02T00:00:00.000Z',
        },
      ],
    });
    expect((await listPage('payments', 10)).items).toMatchObject([{ id: 'pi_3', customerName: 'Ava Lopez' }]);
  });

  it('keeps the terms agreed to at checkout on the row (and leaves them out on older payments)', async () => {
    const payment = (id: string, terms: Record<string, string>) => ({
      PK: `PAYMENT#${id}`,
      SK: 'PAYMENT',
      type: 'payment',
      id,
      userId: 'u1',
      stripePaymentIntentId: id,
      stripeCustomerId: null,
      customerEmail: 'ava@example.com',
      customerName: 'Ava Lopez',
      athleteName: 'Ava Lopez',
      amount: 56_000,
      amountRefunded: 0,
      currency: 'usd',
      status: 'succeeded',
      productType: 'growth',
      createdAt: '2026-11-29T10:00:00.000Z',
      updatedAt: '2026-11-29T10:00:00.000Z',
      ...terms,
    });
    dynamo.on(QueryCommand).resolves({
      Items: [payment('pi_new', { termsVersion: '2025-08-22', termsAcceptedAt: '2026-11-29T10:00:00.000Z' }), payment('pi_old', {})],
    });
    const [agreed, older] = (await listPage('payments', 10)).items;
    expect(agreed).toMatchObject({ id: 'pi_new', termsVersion: '2025-08-22', termsAcceptedAt: '2026-11-29T10:00:00.000Z' });
    expect(older?.termsVersion).toBeUndefined();
  });

  it('says whose account each user is: a guardian’s, an athlete’s (also when the profile predates the two kinds), none for an admin', async () => {
    const user = (id: string, extra: Record<string, unknown>) => ({
      PK: `USER#${id}`,
      SK: 'PROFILE',
      type: 'user',
      id,
      email: `${id}@example.com`,
      firstName: 'Dana',
      isAdmin: false,
      createdAt: '2026-01-02T00:00:00.000Z',
      ...extra,
    });
    dynamo.on(QueryCommand).resolves({
      Items: [user('g1', { accountType: 'guardian' }), user('a1', { accountType: 'athlete' }), user('old', {}), user('admin', { isAdmin: true })],
    });
    const { items } = await listPage('users', 10);
    expect(items.map((item) => [item.id, item.accountType])).toEqual([
      ['g1', 'guardian'],
      ['a1', 'athlete'],
      ['old', 'athlete'],
      ['admin', null],
    ]);
  });

  it('refuses a tampered cursor before reading anything', async () => {
    await expect(listPage('users', 10, cursorOf({ PK: 'x', SK: 'y', GSI1PK: 'CONTACT', GSI1SK: 'z' })).catch(rethrownAsHttp)).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('follows every page for an export', async () => {
    const contact = (id: string) => ({
      PK: `CONTACT#${id}`,
      SK: 'CONTACT',
      type: 'contact',
      id,
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      interestType: 'General Question',
      message: 'A message here',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const lastKey = { PK: 'CONTACT#c1', SK: 'CONTACT', GSI1PK: 'CONTACT', GSI1SK: '2026-01-01T00:00:00.000Z#c1' };
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: [contact('c1')], LastEvaluatedKey: lastKey })
      .resolvesOnce({ Items: [contact('c2')] });
    const pages: string[][] = [];
    for await (const page of listAll('contacts')) pages.push(page.map((record) => record.id));
    expect(pages).toEqual([['c1'], ['c2']]);
    expect(dynamo.commandCalls(QueryCommand)[1]?.args[0].input.ExclusiveStartKey).toEqual(lastKey);
  });
});
