import { routes } from '@herway/shared/routes';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../testing/accounts';
import type { TestAccount } from '../testing/accounts';

// Every route, as its own role, fed what a broken page, a curious teenager or a script sends:
// never a 500, and every refusal worded for a parent (never Zod's schema text). Cross-cutting: one
// sweep over the route table, beside each handler's own bad-input test.

const siteUrl = inject('siteUrl');

/** What Zod or a schema leaks when nobody worded a message: field-name prefixes and type jargon. */
const SCHEMA_TEXT =
  /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)*: |expected (a |an )?(number|string|boolean|object|array)|received |Too (big|small)|Invalid input|<=|>=|NaN|undefined|\[object Object\]/;

// Half an emoji (a lone surrogate: stripe-node's encoder threw on it), control characters, and a
// header injection (a name that would add a Bcc line to an e-mail).
const junkValues = [
  null,
  -1,
  1e308,
  2.5,
  '',
  ' ',
  'x'.repeat(20_000),
  '<script>alert(1)</script>',
  [],
  {},
  true,
  'DROP TABLE',
  '../../etc/passwd',
  '💥',
  'Ava \ud83d',
  '\u0000\u001b[2J',
  'Ava\r\nBcc: all@example.com',
];
const fieldNames = [
  'email',
  'password',
  'confirmPassword',
  'firstName',
  'lastName',
  'ageConfirmed',
  'profileImageUrl',
  'code',
  'discountCode',
  'token',
  'amount',
  'originalAmount',
  'totalSessions',
  'packageType',
  'courseType',
  'description',
  'customerEmail',
  'customerName',
  'athleteName',
  'paymentIntentId',
  'clientSecret',
  'message',
  'sport',
  'interestType',
  'website',
  'fileName',
  'contentType',
  'mimeType',
  'fileSize',
  'storagePath',
  'courseId',
  'assetId',
  'isActive',
  'to',
  'subject',
  'newPassword',
  // The other fields of the contracts' bodies (the recruiting workspace, mentors, codes, notes, course).
  'name',
  'notes',
  'reason',
  'type',
  'value',
  'status',
  'nextStep',
  'nextStepDate',
  'products',
  'expiresAt',
  'maxRedemptions',
  'singleUse',
  'active',
  'bio',
  'school',
  'specialty',
  'schedulingUrl',
  'graduationYear',
  'gpa',
  'goals',
  'sports',
  'stats',
  'highlightLinks',
  'guardianConsent',
  'contactEmail',
  'contactPhone',
  'actionItems',
  'dueDate',
  'completed',
  'version',
  'positionSeconds',
  'releaseAt',
  'assetIds',
  'division',
  'title',
  'text',
];

/** Bodies: empty, not an object, and objects whose every known field holds one kind of junk. */
const bodies: string[] = [
  '',
  '{',
  '[]',
  '"text"',
  'null',
  '{}',
  ...junkValues.map((junk) => JSON.stringify(Object.fromEntries(fieldNames.map((name) => [name, junk])))),
];
/** A real cursor of another listing (the contacts'): DynamoDB refuses it as another index's key. */
const contactsCursor = Buffer.from(JSON.stringify({ PK: 'CONTACT#1', SK: 'CONTACT', GSI1PK: 'CONTACT', GSI1SK: '2026-01-01T00:00:00.000Z#1' })).toString(
  'base64url',
);
const queries = [
  '',
  '?limit=-5',
  '?limit=abc&cursor=%25%25',
  '?cursor=eyJQSyI6eyJTIjoxfX0',
  `?cursor=${contactsCursor}`,
  `?limit=${'9'.repeat(400)}`,
  '?status=%ED%A0%80&cursor=%00',
];
const pathValues = ['%20', 'x'.repeat(600), '..%2F..%2Fsecret', '%F0%9F%92%A5', '0'];

function urlOf(path: string, value: string) {
  return `${siteUrl}${path.replace(/\{\w+\}/g, value)}`;
}

describe('bad input on every route', () => {
  let athlete: TestAccount;
  let admin: TestAccount;
  beforeAll(async () => {
    [athlete, admin] = await Promise.all([createTestAccount(), createTestAccount({ group: 'admin' })]);
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s: never a 500, every refusal readable', async (_name, route) => {
    const cookie = route.auth === 'admin' ? admin.cookie : athlete.cookie;
    const requests: { url: string; body?: string }[] = [];
    for (const value of route.path.includes('{') ? pathValues : ['']) {
      if (route.method === 'GET') for (const query of queries) requests.push({ url: `${urlOf(route.path, value)}${query}` });
      else for (const body of bodies) requests.push({ url: urlOf(route.path, value), body });
    }
    for (const { url, body } of requests) {
      const response = await fetch(url, {
        method: route.method,
        headers: { Origin: siteUrl, 'Content-Type': 'application/json', Cookie: cookie },
        ...(body === undefined ? {} : { body }),
      });
      const text = await response.text();
      const where = `${route.method} ${url.slice(siteUrl.length, siteUrl.length + 80)} ${body?.slice(0, 60) ?? ''}`;
      expect(response.status, `${where} → ${text.slice(0, 200)}`).toBeLessThan(500);
      if (response.status >= 400) {
        const message = (JSON.parse(text) as { message?: unknown }).message;
        expect(typeof message, where).toBe('string');
        expect(message, where).not.toMatch(SCHEMA_TEXT);
      }
    }
  });
});
