import { describe, expect, it, vi } from 'vitest';
import { logicalId, stackResources, synthHerWay } from '../testing/synth-herway';

// Synthesizing takes seconds, more on a busy 2-core machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const { stacks } = synthHerWay();

function consumerEnvironment(consumer: string): Record<string, unknown> {
  const route = [...stacks.app.consumers.values()].find((candidate) => candidate.rule.consumer === consumer);
  if (!route) throw new Error(`No consumer ${consumer}`);
  return (stackResources(route.consumer)[logicalId(route.consumer.function)]?.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
}

describe('the payment consumers in AWS', () => {
  it("gives the payment-failed consumer the Stripe key as a secret reference: it cancels a failed payment's intent before releasing its discount reservation", () => {
    expect(consumerEnvironment('on-payment-unsettled').STRIPE_SECRET_KEY).toBe('{{resolve:secretsmanager:herway/dev/stripe:SecretString:secretKey::}}');
    expect(consumerEnvironment('on-payment-unsettled').STRIPE_WEBHOOK_SECRET).toBeUndefined();
  });
});
