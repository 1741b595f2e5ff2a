import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { hostNameOf, registerPaymentMethodDomain } from './payment-method-domains';
import type { PaymentMethodDomainApi } from './payment-method-domains';

type Domain = Stripe.PaymentMethodDomain;
const wallet = (status: string, problem?: string) => ({ status, ...(problem ? { status_details: { error_message: problem } } : {}) });

/** Stripe's payment method domains of one account, in memory, recording every call made. */
function account(domains: Partial<Domain>[] = []) {
  const stored = domains.map((domain) => ({ ...domain }) as Domain);
  const calls: string[] = [];
  const found = (id: string) => stored.find((domain) => domain.id === id) as Domain;
  const api = {
    list: async (params?: Stripe.PaymentMethodDomainListParams) => {
      calls.push(`list ${params?.domain_name}`);
      return { data: stored.filter((domain) => domain.domain_name === params?.domain_name) };
    },
    create: async (params: Stripe.PaymentMethodDomainCreateParams) => {
      calls.push(`create ${params.domain_name} enabled=${params.enabled}`);
      const domain = { id: 'pmd_new', domain_name: params.domain_name, enabled: true, livemode: true } as Domain;
      Object.assign(domain, { apple_pay: wallet('active'), google_pay: wallet('active'), link: wallet('active') });
      stored.push(domain);
      return domain;
    },
    update: async (id: string, params?: Stripe.PaymentMethodDomainUpdateParams) => {
      calls.push(`update ${id} enabled=${params?.enabled}`);
      return Object.assign(found(id), { enabled: params?.enabled });
    },
    validate: async (id: string) => {
      calls.push(`validate ${id}`);
      return found(id);
    },
  } as unknown as PaymentMethodDomainApi;
  return { api, calls };
}

const registered = (overrides: Partial<Domain> = {}): Partial<Domain> => ({
  id: 'pmd_1',
  domain_name: 'herway.com',
  enabled: true,
  livemode: true,
  apple_pay: wallet('active') as Domain['apple_pay'],
  google_pay: wallet('active') as Domain['google_pay'],
  link: wallet('active') as Domain['link'],
  ...overrides,
});

describe('registering the site with Stripe for the wallets', () => {
  it('creates the domain, enabled, when the account does not have it', async () => {
    const { api, calls } = account();
    const result = await registerPaymentMethodDomain(api, 'HerWay.com ');
    expect(calls).toEqual(['list herway.com', 'create herway.com enabled=true']);
    expect(result).toMatchObject({ domain: 'herway.com', id: 'pmd_new', action: 'created', livemode: true, wallets: { apple_pay: { status: 'active' } } });
  });

  it('changes nothing on a domain already registered with every wallet active', async () => {
    const { api, calls } = account([registered()]);
    expect((await registerPaymentMethodDomain(api, 'herway.com')).action).toBe('unchanged');
    expect(calls).toEqual(['list herway.com']);
  });

  it('enables a domain that was turned off, and asks Stripe to validate one whose wallet is inactive, saying why', async () => {
    const off = account([registered({ enabled: false })]);
    expect((await registerPaymentMethodDomain(off.api, 'herway.com')).action).toBe('enabled');
    expect(off.calls).toEqual(['list herway.com', 'update pmd_1 enabled=true']);

    const inactive = account([registered({ apple_pay: wallet('inactive', 'The domain could not be reached') as Domain['apple_pay'] })]);
    const result = await registerPaymentMethodDomain(inactive.api, 'herway.com');
    expect(inactive.calls).toEqual(['list herway.com', 'validate pmd_1']);
    expect(result).toMatchObject({ action: 'validated', wallets: { apple_pay: { status: 'inactive', problem: 'The domain could not be reached' } } });
  });

  it('refuses a URL or anything that is not a bare host name, before calling Stripe', async () => {
    const { api, calls } = account();
    for (const bad of ['https://herway.com', 'herway.com/checkout', 'localhost', 'herway.com:443', '']) {
      await expect(registerPaymentMethodDomain(api, bad)).rejects.toThrow(/is not a domain name/);
    }
    expect(calls).toEqual([]);
    expect(hostNameOf('d1234abcd.cloudfront.net')).toBe('d1234abcd.cloudfront.net');
  });
});
