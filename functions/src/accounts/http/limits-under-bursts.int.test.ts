import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { MfaRequiredReply } from '@herway/shared/contracts/mfa';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { cognitoClient, dynamoClient } from '../../kernel/aws-clients';
import { abuseLimits } from '../abuse-limits';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { httpEvent, lambdaContext, sameSiteJson } from '../../testing/http-event';
import { inOneLimitWindow } from '../../testing/limit-window';
import { nextTotpCode, signInAdminWithCode } from '../../testing/second-factor';
import { TestBrowser } from '../../testing/test-browser';
import { loopbackAddress } from '../../testing/visitor';
import { handler as loginUser } from './login-user';
import { handler as verifyMfa } from './verify-mfa';

// Limits that hold under bursts: every attempt takes its slot of a failure limit BEFORE it is
// checked, so requests sent at the same moment cannot all pass a limit that counted none of them
// yet. The handlers run here, in the test's process, so what reaches Cognito and which codes are
// checked against the admin's factor can be counted. Each runs within one of the limits' clock-aligned
// windows (testing/limit-window.ts).

const siteUrl = inject('siteUrl');

afterEach(() => vi.restoreAllMocks());

const statusesOf = (replies: { statusCode?: number }[]) => replies.map((reply) => reply.statusCode ?? 0);
const count = (statuses: number[], status: number) => statuses.filter((value) => value === status).length;

function post(path: string, body: unknown, network: string, cookies: string[] = []) {
  const event = httpEvent('POST', path, { headers: { ...sameSiteJson, origin: siteUrl }, body: JSON.stringify(body), cookies });
  event.requestContext.http.sourceIp = network;
  return event;
}

/** An enrolled admin's password step done over HTTP: the cookie holding her sign-in ticket. */
async function passwordStepOf(admin: TestAccount): Promise<string[]> {
  const browser = new TestBrowser(siteUrl);
  const response = await browser.post('/api/admin/login', { email: admin.email, password: admin.password });
  expect(response.status).toBe(200);
  expect(((await response.json()) as MfaRequiredReply).mfa.step).toBe('challenge');
  return [`herway_signin=${browser.cookies.get('herway_signin') ?? ''}`];
}

async function enrolledAdmin(): Promise<TestAccount> {
  const admin = await createTestAccount({ group: 'admin', withoutSecondFactor: true });
  expect((await signInAdminWithCode(new TestBrowser(siteUrl), admin.email, admin.password)).status).toBe(200);
  return admin;
}

/** A code that is not hers now (her authenticator's code turned by half the range). */
const wrongCode = async (email: string) => String((Number(await nextTotpCode(email)) + 500_000) % 1_000_000).padStart(6, '0');

describe('limits under bursts', () => {
  it('40 wrong passwords at once on one account: at most 10 reach Cognito, the others are 429', () =>
    inOneLimitWindow(abuseLimits.loginFailuresAccount.windowSeconds, async () => {
      const account = await createTestAccount();
      const network = loopbackAddress();
      const send = vi.spyOn(cognitoClient(), 'send');
      send.mockClear(); // a second run counts afresh
      const replies = await Promise.all(
        Array.from({ length: 40 }, (_, n) =>
          loginUser(post('/api/auth/login', { email: account.email, password: `wrong-${n}-password` }, network), lambdaContext),
        ),
      );
      const signIns = send.mock.calls.filter(([command]) => command instanceof InitiateAuthCommand);
      const statuses = statusesOf(replies);
      expect(signIns.length).toBeLessThanOrEqual(10);
      expect(count(statuses, 401)).toBe(signIns.length);
      expect(count(statuses, 401) + count(statuses, 429)).toBe(40);
      expect(replies.find((reply) => reply.statusCode === 429)?.headers?.['Retry-After']).toMatch(/^\d+$/);
      // The account is locked, even against her right password.
      expect((await loginUser(post('/api/auth/login', { email: account.email, password: account.password }, network), lambdaContext)).statusCode).toBe(429);
    }));

  it('40 wrong codes at once on one admin sign-in: at most 5 are checked, and her right code afterwards does not sign her in', () =>
    inOneLimitWindow(abuseLimits.secondFactorFailuresAccount.windowSeconds, async () => {
      const admin = await enrolledAdmin();
      const cookies = await passwordStepOf(admin);
      const network = loopbackAddress();
      const wrong = await wrongCode(admin.email);
      const send = vi.spyOn(dynamoClient(), 'send');
      send.mockClear(); // a second run counts afresh
      const replies = await Promise.all(Array.from({ length: 40 }, () => verifyMfa(post('/api/auth/mfa', { code: wrong }, network, cookies), lambdaContext)));
      // Her factor is read only to check a code against it.
      const checks = send.mock.calls.filter(([command]) => command instanceof GetCommand && command.input.Key?.SK === 'TOTP');
      expect(checks.length).toBeLessThanOrEqual(5);
      expect(checks.length).toBeGreaterThan(0);
      expect(statusesOf(replies).every((status) => [400, 401, 429].includes(status))).toBe(true);
      send.mockRestore();
      const right = await verifyMfa(post('/api/auth/mfa', { code: await nextTotpCode(admin.email) }, network, cookies), lambdaContext);
      expect(right.statusCode).toBe(401);
    }));

  it('10 wrong codes for one admin over several sign-ins and networks: her next code, even the right one, is 429', () =>
    inOneLimitWindow(abuseLimits.secondFactorFailuresAccount.windowSeconds, async () => {
      const admin = await enrolledAdmin();
      for (const _signIn of [1, 2]) {
        const cookies = await passwordStepOf(admin);
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const reply = await verifyMfa(post('/api/auth/mfa', { code: await wrongCode(admin.email) }, loopbackAddress(), cookies), lambdaContext);
          statuses.push(reply.statusCode ?? 0);
        }
        expect(statuses).toEqual([400, 400, 400, 400, 401]);
      }
      const cookies = await passwordStepOf(admin);
      const refused = await verifyMfa(post('/api/auth/mfa', { code: await nextTotpCode(admin.email) }, loopbackAddress(), cookies), lambdaContext);
      expect(refused.statusCode).toBe(429);
      expect(JSON.parse(String(refused.body))).toEqual({ message: 'Too many wrong codes for this account. Please wait a few minutes and try again.' });
      expect(Number(refused.headers?.['Retry-After'])).toBeGreaterThan(0);
      expect(Number(refused.headers?.['Retry-After'])).toBeLessThanOrEqual(15 * 60);
    }));
});
