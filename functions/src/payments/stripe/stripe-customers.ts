import { calling, isStripeError, stripeClient } from './stripe-client';

// Her Stripe customer: created when she first pays, deleted with her account.

export interface NewCustomer {
  userId: string;
  email: string;
  name?: string;
}

/**
 * Creates her Stripe customer; the idempotency key makes a concurrent second attempt return the
 * same one. `replacing` names a saved customer Stripe no longer knows (say, one made in test
 * mode before the switch to live keys), so its replacement gets a key of its own.
 */
export async function createCustomer({ userId, email, name }: NewCustomer, replacing?: string): Promise<string> {
  const customer = await calling('customers.create', () =>
    stripeClient().customers.create(
      { email, ...(name ? { name } : {}), metadata: { userId } },
      { idempotencyKey: `herway-customer-${userId}${replacing ? `-replacing-${replacing}` : ''}` },
    ),
  );
  return customer.id;
}

/** Whether Stripe refused a request because the customer it names does not exist. */
export function isMissingCustomerError(error: unknown): boolean {
  return isStripeError(error) && error.code === 'resource_missing' && error.param === 'customer';
}

/**
 * Deletes a Stripe customer (her e-mail, name and HerWay id go with it); one Stripe no longer knows
 * is fine. Her payments stay at Stripe, as the law and card networks require of it.
 */
export async function deleteCustomer(customerId: string): Promise<void> {
  try {
    await calling('customers.del', () => stripeClient().customers.del(customerId));
  } catch (error) {
    if (isStripeError(error) && (error.code === 'resource_missing' || error.statusCode === 404)) return;
    throw error;
  }
}
