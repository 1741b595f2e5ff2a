import { randomBytes } from 'node:crypto';
import { discountCodesReplySchema } from '@herway/shared/contracts/admin-money';
import type { TestAccount } from './accounts';
import { callApi } from './admin-calls';

/** A code no other test uses. */
export const newDiscountCode = () => `T16${randomBytes(4).toString('hex').toUpperCase()}`;

/** POST /api/admin/discount-codes as `account` (signed out without). */
export const createDiscountCode = (siteUrl: string, account: TestAccount | undefined, body: Record<string, unknown>) =>
  callApi(siteUrl, 'POST', '/api/admin/discount-codes', account, body);

/** PATCH /api/admin/discount-codes/{code} as `account` (signed out without). */
export const updateDiscountCode = (siteUrl: string, account: TestAccount | undefined, code: string, body: Record<string, unknown>) =>
  callApi(siteUrl, 'PATCH', `/api/admin/discount-codes/${code}`, account, body);

/** The codes an admin sees in /admin. */
export const listDiscountCodes = async (siteUrl: string, admin: TestAccount) =>
  discountCodesReplySchema.parse((await callApi(siteUrl, 'GET', '/api/admin/discount-codes', admin)).json).discountCodes;
