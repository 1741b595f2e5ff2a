import type Stripe from 'stripe';

/**
 * Stripe's payment method domains (`POST /v1/payment_method_domains` with `domain_name`): the
 * Payment Element shows Apple Pay, Google Pay and Link only on a domain registered with the
 * account, in the mode of the key (live for prod, test for dev). Registering also verifies the
 * domain with Apple; nothing is hosted on the site for it.
 */

/** The wallets the checkout offers, which need the domain. */
export const DOMAIN_WALLETS = ['apple_pay', 'google_pay', 'link'] as const;
type Wallet = (typeof DOMAIN_WALLETS)[number];

/** What of Stripe's client the registration uses. */
export type PaymentMethodDomainApi = Pick<Stripe['paymentMethodDomains'], 'list' | 'create' | 'update' | 'validate'>;

export interface Registration {
  readonly domain: string;
  readonly id: string;
  readonly action: 'created' | 'enabled' | 'validated' | 'unchanged';
  readonly livemode: boolean;
  /** Each wallet's status on the domain, with Stripe's reason when it is not active. */
  readonly wallets: Readonly<Record<Wallet, { readonly status: string; readonly problem?: string }>>;
}

/** A bare host name (`herway.com`, `d123.cloudfront.net`): no scheme, path or port. */
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function hostNameOf(value: string): string {
  const host = value.trim().toLowerCase();
  if (!HOST_NAME.test(host)) throw new Error(`"${value}" is not a domain name: give the site's host alone, e.g. herway.com`);
  return host;
}

const walletsOf = (domain: Stripe.PaymentMethodDomain): Registration['wallets'] =>
  Object.fromEntries(
    DOMAIN_WALLETS.map((wallet) => {
      const { status, status_details: details } = domain[wallet];
      return [wallet, status === 'active' || !details ? { status } : { status, problem: details.error_message }];
    }),
  ) as Registration['wallets'];

const allActive = (domain: Stripe.PaymentMethodDomain) => DOMAIN_WALLETS.every((wallet) => domain[wallet].status === 'active');

/**
 * Registers the domain once: creates it, enables it again if it was turned off, or asks Stripe to
 * validate it again when a wallet is still inactive (after fixing what Stripe said). Running it
 * again on a registered, active domain changes nothing.
 */
export async function registerPaymentMethodDomain(api: PaymentMethodDomainApi, domainName: string): Promise<Registration> {
  const domain = hostNameOf(domainName);
  const existing = (await api.list({ domain_name: domain, limit: 1 })).data[0];
  let result: Stripe.PaymentMethodDomain;
  let action: Registration['action'];
  if (!existing) {
    [result, action] = [await api.create({ domain_name: domain, enabled: true }), 'created'];
  } else if (!existing.enabled) {
    [result, action] = [await api.update(existing.id, { enabled: true }), 'enabled'];
  } else if (!allActive(existing)) {
    [result, action] = [await api.validate(existing.id), 'validated'];
  } else {
    [result, action] = [existing, 'unchanged'];
  }
  return { domain, id: result.id, action, livemode: result.livemode, wallets: walletsOf(result) };
}
