import { randomBytes } from 'node:crypto';
import { type Json, metadataParam, missing, stringParam, stripeObjectId } from './stripe-objects';
import { type StripeContext, unixSeconds } from './stripe-state';

// The local Stripe's customers: POST, GET and DELETE /v1/customers.

export function createCustomer(context: StripeContext, params: Json): Json {
  const customer: Json = {
    id: stripeObjectId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: unixSeconds(context),
    currency: null,
    default_source: null,
    delinquent: false,
    description: stringParam(params, 'description') ?? null,
    email: stringParam(params, 'email') ?? null,
    invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
    livemode: false,
    metadata: metadataParam(params),
    name: stringParam(params, 'name') ?? null,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
  };
  context.state.customers[customer.id as string] = customer;
  return customer;
}

export function findCustomer(context: StripeContext, id: string): Json {
  const customer = context.state.customers[id];
  if (!customer) throw missing('customer', id, 'id');
  return customer;
}

/** DELETE /v1/customers/{id}: as Stripe, the customer is gone and only `{ id, deleted: true }` remains. */
export function deleteCustomer(context: StripeContext, id: string): Json {
  findCustomer(context, id);
  const gone = { id, object: 'customer', deleted: true };
  context.state.customers[id] = gone;
  return gone;
}
