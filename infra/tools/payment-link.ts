import { parseArgs } from 'node:util';
import { LOCAL_PAYMENT_LINK_KEY } from '@herway/functions/kernel/config';
import { newPaymentLink, paymentLinkUrl, signPaymentLink } from '@herway/functions/payments/payment-links';

/**
 * `npm run payment-link -- --amount 250 --description "Two extra sessions" [--expires 7d|2026-12-31]
 * [--single-use] [--site https://herway.com]`: prints a signed /checkout link for an open amount
 * (docs/decisions/signed-payment-links.md: outside the local stack /checkout takes nothing else). The key is PAYMENT_LINK_KEY,
 * the `paymentLinkKey` of the stage's Stripe secret; without it, the local stack's key and site.
 */
const USAGE =
  'Usage: npm run payment-link -- --amount <whole dollars, 1-5000> --description "<what it is for>" [--expires <7d | YYYY-MM-DD>] [--single-use] [--site <https://...>]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

function expiryOf(value: string | undefined, now = new Date()): string | undefined {
  if (!value) return undefined;
  const days = /^(\d{1,3})d$/.exec(value)?.[1];
  const at = days ? new Date(now.getTime() + Number(days) * 24 * 3600 * 1000) : new Date(value);
  if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) fail(`--expires must be a number of days (7d) or a future date, not "${value}"`);
  return at.toISOString();
}

const { values } = parseArgs({
  options: {
    amount: { type: 'string' },
    description: { type: 'string' },
    expires: { type: 'string' },
    'single-use': { type: 'boolean', default: false },
    site: { type: 'string' },
  },
});
const amount = Number(values.amount);
if (!Number.isInteger(amount) || amount < 1 || amount > 5000) fail('--amount must be a whole number of dollars from 1 to 5000');
const description = values.description?.trim();
if (!description || description.length > 200) fail('--description is required (200 characters at most)');

const key = process.env.PAYMENT_LINK_KEY ?? LOCAL_PAYMENT_LINK_KEY;
const site = values.site ?? process.env.SITE_ORIGIN ?? 'http://localhost:3000';
if (!process.env.PAYMENT_LINK_KEY && !site.startsWith('http://localhost'))
  fail("Set PAYMENT_LINK_KEY (the paymentLinkKey of the stage's Stripe secret) to sign a link for a deployed site");

const expiresAt = expiryOf(values.expires);
const link = newPaymentLink({ amount, description, singleUse: values['single-use'], ...(expiresAt ? { expiresAt } : {}) });
console.log(paymentLinkUrl(site, link, signPaymentLink(link, key)));
console.error(`$${amount} for "${description}"${link.singleUse ? ', single use' : ''}${expiresAt ? `, until ${expiresAt}` : ''} (link ${link.id})`);
