import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../../../kernel/aws-clients';
import { addDiscountIfAbsent } from '../../store/discount-repo';
import { keys } from '../../../kernel/store/keys';
import { tableName } from '../../../kernel/store/table';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { listDiscountCodes, newDiscountCode } from '../../../testing/discount-codes';

const siteUrl = inject('siteUrl');
const newCode = newDiscountCode;

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

const list = () => listDiscountCodes(siteUrl, admin);

describe('GET /api/admin/discount-codes', () => {
  it('lists the seeded codes, and a code stored before codes were listed once seeding runs again (its terms and counts kept)', async () => {
    expect((await list()).map((listed) => listed.code)).toEqual(expect.arrayContaining(['WELCOME10', 'ATHLETE20']));
    const code = newCode();
    await dynamoClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.discountCode(code), code, type: 'percentage', value: 30, description: 'Old', active: true, redemptions: 4 },
      }),
    );
    expect((await list()).some((listed) => listed.code === code)).toBe(false);
    expect(await addDiscountIfAbsent({ code, type: 'percentage', value: 10, description: '10% off your purchase', active: true })).toBe(false);
    expect((await list()).find((listed) => listed.code === code)).toMatchObject({ value: 30, description: 'Old', redemptions: 4 });
  });
});
