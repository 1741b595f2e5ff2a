import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { abuseLimits } from '../accounts/abuse-limits';
import { createTestAccount } from '../testing/accounts';
import { httpEvent, lambdaContext, sameSiteJson } from '../testing/http-event';
import { inOneLimitWindow } from '../testing/limit-window';
import { loopbackAddress, postFrom } from '../testing/visitor';
import { handler as submitContact } from '../contact/http/submit-contact';

// Guessing and flooding (issue: "No abuse throttles"): each limit answers 429 with Retry-After and
// a sentence a parent understands, and lets honest use through. Every test is its own network,
// within one of the limiter's clock-aligned windows (testing/limit-window.ts).
// Cross-cutting: the limits of sign-in, password reset, registration, discount codes and checkout.

const siteUrl = inject('siteUrl');

const retryAfterOf = (answer: { headers: Record<string, string | string[] | undefined> }) => Number(answer.headers['retry-after']);
const messageOf = (answer: { text: string }) => (JSON.parse(answer.text) as { message: string }).message;

describe('abuse limits', () => {
  it('locks an account after 10 wrong passwords, even against the right one, while another account signs in', () =>
    inOneLimitWindow(abuseLimits.loginFailuresAccount.windowSeconds, async () => {
      const network = loopbackAddress();
      const target = await createTestAccount();
      const neighbour = await createTestAccount();
      for (let guess = 0; guess < 10; guess += 1) {
        expect((await postFrom(siteUrl, network, '/api/auth/login', { email: target.email, password: `guess-${guess}-wrong` })).status).toBe(401);
      }
      const locked = await postFrom(siteUrl, network, '/api/auth/login', { email: target.email, password: target.password });
      expect(locked.status).toBe(429);
      expect(messageOf(locked)).toBe('Too many failed sign-ins for this account. Please wait a few minutes and try again.');
      expect(retryAfterOf(locked)).toBeGreaterThan(0);
      expect(retryAfterOf(locked)).toBeLessThanOrEqual(15 * 60);
      expect((await postFrom(siteUrl, network, '/api/auth/login', { email: neighbour.email, password: neighbour.password })).status).toBe(200);
      // Signing in successfully is never counted.
      for (let visit = 0; visit < 12; visit += 1) {
        expect((await postFrom(siteUrl, loopbackAddress(), '/api/auth/login', { email: neighbour.email, password: neighbour.password })).status).toBe(200);
      }
    }));

  it('stops reset-code guessing after 5 wrong codes for an account', () =>
    inOneLimitWindow(abuseLimits.resetCodeFailuresAccount.windowSeconds, async () => {
      const network = loopbackAddress();
      const account = await createTestAccount();
      expect((await postFrom(siteUrl, network, '/api/auth/forgot-password', { email: account.email })).status).toBe(200);
      const attempt = (code: string) =>
        postFrom(siteUrl, network, '/api/auth/reset-password', { email: account.email, code, password: 'a-new-password', confirmPassword: 'a-new-password' });
      for (let guess = 0; guess < 5; guess += 1) expect((await attempt(String(100000 + guess))).status).toBe(400);
      const stopped = await attempt('100009');
      expect(stopped.status).toBe(429);
      expect(messageOf(stopped)).toBe('Too many wrong codes for this account. Ask for a new code in a few minutes.');
      expect(retryAfterOf(stopped)).toBeGreaterThan(0);
    }));

  it('sends at most 3 reset codes an hour to one address, known or not', () =>
    inOneLimitWindow(abuseLimits.resetRequestAccount.windowSeconds, async () => {
      const address = `nobody-${randomUUID()}@example.com`;
      for (let request = 0; request < 3; request += 1)
        expect((await postFrom(siteUrl, loopbackAddress(), '/api/auth/forgot-password', { email: address })).status).toBe(200);
      const fourth = await postFrom(siteUrl, loopbackAddress(), '/api/auth/forgot-password', { email: address });
      expect(fourth.status).toBe(429);
      expect(retryAfterOf(fourth)).toBeLessThanOrEqual(3600);
    }));

  it('lets 20 accounts be made from one network in an hour (a team at a clinic), then refuses', () =>
    inOneLimitWindow(abuseLimits.registerNetwork.windowSeconds, async () => {
      const network = loopbackAddress();
      const taken = await createTestAccount();
      const register = () =>
        postFrom(siteUrl, network, '/api/auth/register', {
          email: taken.email,
          firstName: 'Ava',
          lastName: 'Lopez',
          password: 'recruit-me-2027',
          confirmPassword: 'recruit-me-2027',
          ageConfirmed: true,
        });
      for (let attempt = 0; attempt < 20; attempt += 1) expect((await register()).status).toBe(409);
      const refused = await register();
      expect(refused.status).toBe(429);
      expect(messageOf(refused)).toBe('Too many new accounts from your network in the last hour. Please try again later, or contact us.');
    }));

  it("counts an IPv6 visitor's whole /64: a fresh address in it is no fresh quota", () =>
    inOneLimitWindow(abuseLimits.contactNetwork.windowSeconds, async () => {
      const prefix = `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;
      const send = async (index: number) => {
        const event = httpEvent('POST', '/api/contact', {
          headers: { ...sameSiteJson, origin: siteUrl },
          body: JSON.stringify({
            firstName: 'Ava',
            lastName: 'Lopez',
            email: `ava-${randomUUID()}@example.com`,
            interestType: 'General Question',
            message: 'How does recruiting work for fencing?',
          }),
        });
        event.requestContext.http.sourceIp = `${prefix}:0:0:0:${index.toString(16)}`;
        return submitContact(event, lambdaContext);
      };
      for (let index = 1; index <= 10; index += 1) expect((await send(index)).statusCode).toBe(200);
      const eleventh = await send(11);
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.headers?.['Retry-After']).toMatch(/^\d+$/);
    }));

  it('stops discount-code guessing after 20 codes that do not exist, while a real code checked again and again is never stopped', () =>
    inOneLimitWindow(abuseLimits.discountGuessesNetwork.windowSeconds, async () => {
      const guesser = loopbackAddress();
      const check = (network: string, discountCode: string) => postFrom(siteUrl, network, '/api/validate-discount', { discountCode, amount: 560 });
      for (let guess = 0; guess < 20; guess += 1) expect((await check(guesser, `GUESS${guess}X`)).status).toBe(400);
      const stopped = await check(guesser, 'WELCOME10');
      expect(stopped.status).toBe(429);
      expect(messageOf(stopped)).toBe("Too many discount codes tried that don't exist. Please wait a few minutes and try again.");
      const family = loopbackAddress();
      for (let again = 0; again < 25; again += 1) expect((await check(family, 'WELCOME10')).status).toBe(200);
    }));

  it('lets a network open 10 open-amount payments an hour without an account (card testing opens many)', () =>
    inOneLimitWindow(abuseLimits.openPaymentNetwork.windowSeconds, async () => {
      const network = loopbackAddress();
      const open = () =>
        postFrom(siteUrl, network, '/api/create-payment-intent', {
          acceptedTerms: true,
          amount: 1,
          description: 'Card test',
          customerInfo: { name: 'Card Tester', athleteName: 'Nobody', email: 'tester@example.com' },
        });
      for (let payment = 0; payment < 10; payment += 1) expect((await open()).status).toBe(200);
      const refused = await open();
      expect(refused.status).toBe(429);
      expect(retryAfterOf(refused)).toBeGreaterThan(0);
    }));
});
