import { describe, expect, it, vi } from 'vitest';
import { HerwayFunction } from '../constructs/herway-function';
import { logicalId, resolveNested, stackResources, synthHerWay } from '../testing/synth-herway';

// Synthesizing the app takes seconds, more on a busy 2-core machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/**
 * A deployed function refuses to start without its stage, table and bucket
 * (functions/src/kernel/config.ts), so every function of the app must be given all three, whatever
 * it is bound to: the HTTP handlers, the consumers, the jobs and the custom resources alike.
 */
describe("every function's settings in AWS", () => {
  it.each(['dev', 'prod'])('gives every function of the %s stage its stage, table and bucket', (stage) => {
    const { app } = synthHerWay({ stage, certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' });
    const functions = app.node.findAll().filter((construct): construct is HerwayFunction => construct instanceof HerwayFunction);
    expect(functions.length).toBeGreaterThan(80);
    for (const fn of functions) {
      const properties = resolveNested(fn, stackResources(fn)[logicalId(fn.function)]?.Properties) as { Environment: { Variables: Record<string, unknown> } };
      const variables = properties.Environment.Variables;
      expect({ fn: fn.node.path, STAGE: variables.STAGE }).toEqual({ fn: fn.node.path, STAGE: stage });
      expect(variables, fn.node.path).toHaveProperty('TABLE_NAME');
      expect(variables, fn.node.path).toHaveProperty('CONTENT_BUCKET');
    }
  });
});
