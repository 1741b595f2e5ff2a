import Stripe from 'stripe';
import { STRIPE_API_VERSION } from '@herway/functions/payments/stripe/stripe-client';
import { DOMAIN_WALLETS, registerPaymentMethodDomain } from './payment-method-domains';

/**
 * `npm run stripe:domain -- <domain>`: registers the site's domain with Stripe so the checkout
 * shows Apple Pay, Google Pay and Link there (README, "Deploying"). The key is STRIPE_SECRET_KEY:
 * the live key for prod's domain, the test key for dev's CloudFront domain. Exits 1 while a
 * wallet is not active on the domain, with Stripe's reason.
 */
const USAGE = 'Usage: STRIPE_SECRET_KEY=sk_... npm run stripe:domain -- <domain, e.g. herway.com>';

const [domain] = process.argv.slice(2);
const key = process.env.STRIPE_SECRET_KEY;
if (!domain || !key) {
  console.error(USAGE);
  process.exit(1);
}

const stripe = new Stripe(key, { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 1, telemetry: false, appInfo: { name: 'HerWay' } });
try {
  const registration = await registerPaymentMethodDomain(stripe.paymentMethodDomains, domain);
  console.log(`${registration.domain} (${registration.id}, ${registration.livemode ? 'live' : 'test'} mode): ${registration.action}`);
  for (const wallet of DOMAIN_WALLETS) {
    const { status, problem } = registration.wallets[wallet];
    console.log(`  ${wallet}: ${status}${problem ? ` (${problem})` : ''}`);
  }
  if (DOMAIN_WALLETS.some((wallet) => registration.wallets[wallet].status !== 'active')) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
