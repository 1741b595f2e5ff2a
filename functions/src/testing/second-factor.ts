import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { MfaRequiredReply } from '@herway/shared/contracts/mfa';
import { dynamoClient } from '../kernel/aws-clients';
import { keys } from '../kernel/store/keys';
import { readTotpFactor } from '../accounts/store/sign-in-repo';
import type { TotpFactor } from '../accounts/store/sign-in-repo';
import { tableName } from '../kernel/store/table';
import { totpCode } from '../accounts/totp';
import type { TestBrowser } from './test-browser';

const STEP_MS = 30_000;

/** Her TOTP factor, found by her e-mail (her authenticator app holds its secret). */
async function factorOf(email: string): Promise<TotpFactor | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.emailLookup(email) }));
  return typeof Item?.userId === 'string' ? readTotpFactor(Item.userId) : undefined;
}

/**
 * The code her authenticator shows next: now's, or the next step's when now's was used already
 * (the server takes one step either side, and never the same step twice).
 */
export async function nextTotpCode(email: string, secret?: string, now = Date.now()): Promise<string> {
  const factor = await factorOf(email);
  const factorSecret = secret ?? factor?.secret;
  if (!factorSecret) throw new Error(`${email} has no TOTP factor`);
  const step = Math.floor(now / STEP_MS);
  return totpCode(factorSecret, factor && factor.lastStep >= step ? now + STEP_MS : now);
}

/** Signs an admin in through both steps (password, then her code, enrolling on the first time); the reply of the code step. */
export async function signInAdminWithCode(browser: TestBrowser, email: string, password: string, path = '/api/admin/login'): Promise<Response> {
  const login = await browser.post(path, { email, password });
  if (login.status !== 200) throw new Error(`The password step answered ${login.status}`);
  const { mfa } = (await login.json()) as MfaRequiredReply;
  const code = mfa.step === 'enrol' ? totpCode(mfa.manualKey.replaceAll(' ', ''), Date.now()) : await nextTotpCode(email.trim().toLowerCase());
  return browser.post('/api/auth/mfa', { code });
}
