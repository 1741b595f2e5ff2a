import { Match } from 'aws-cdk-lib/assertions';
import { eventRules } from '@herway/events/catalog';
import { routes } from '@herway/shared/routes';
import { describe, expect, it, vi } from 'vitest';
import { FORM_HANDLERS } from '../lib/api-throttles';
import { logicalId, stackResources, synthHerWay } from '../testing/synth-herway';
import type { SynthesizedHerWay } from '../testing/synth-herway';

// Synthesizing, validating and bundling the app takes seconds, more on a busy 2-core CI machine:
// a generous limit guards against a hang without failing a slow but healthy run.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

// What 100x needs in the template (docs/scale.md): concurrency set aside for the payment path and
// per-route throttles (the table's on-demand billing is checked in herway-stacks.test.ts).
const prod = synthHerWay({ stage: 'prod', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' });
const dev = synthHerWay({ stage: 'dev' });

/** Every HerWay Lambda's reserved concurrency, by its function's construct path (nested stacks included). */
function reservedConcurrency({ stacks }: SynthesizedHerWay): Map<string, number | undefined> {
  const functions = [
    ...[...stacks.app.api.functions.entries()].map(([name, fn]) => [`http/${name}`, fn] as const),
    ...[...stacks.app.consumers.entries()].map(([rule, route]) => [`events/${rule}`, route.consumer] as const),
  ];
  return new Map(
    functions.map(([name, fn]) => [name, stackResources(fn)[logicalId(fn.function)]?.Properties?.ReservedConcurrentExecutions as number | undefined]),
  );
}

const webhooks = routes.filter((route) => 'webhook' in route && route.webhook).map((route) => `http/${route.handler}`);

describe('concurrency for the payment path', () => {
  it('on prod, reserves 20 for each webhook and 10 for each event consumer, and nothing for any other function', () => {
    const reserved = reservedConcurrency(prod);
    expect(webhooks.sort()).toEqual(['http/bookings/receive-calendly-event', 'http/payments/receive-stripe-event']);
    for (const name of webhooks) expect(reserved.get(name)).toBe(20);
    for (const rule of eventRules) expect(reserved.get(`events/${rule.name}`)).toBe(10);
    const others = [...reserved].filter(([name]) => !webhooks.includes(name) && !name.startsWith('events/'));
    expect(others.length).toBeGreaterThan(50);
    expect(others.filter(([, value]) => value !== undefined)).toEqual([]);
    // AWS keeps 100 of the account's concurrency (1000 by default) unreserved.
    const total = [...reserved.values()].reduce<number>((sum, value) => sum + (value ?? 0), 0);
    expect(total).toBe(2 * 20 + eventRules.length * 10);
    expect(total).toBeLessThanOrEqual(1000 - 100);
  });

  it('reserves nothing on dev, which deploys to accounts whose quota may be low', () => {
    expect([...reservedConcurrency(dev).values()].filter((value) => value !== undefined)).toEqual([]);
  });
});

describe('API throttles', () => {
  it('gives every route the stage throttle, the forms a lower one and the webhooks their own, and deploys the stage after those routes', () => {
    const stage = Object.entries(stackResources(prod.stacks.app)).find(([, resource]) => resource.Type === 'AWS::ApiGatewayV2::Stage');
    expect(stage).toBeDefined();
    const [stageId, resource] = stage as [string, { Properties: Record<string, unknown>; DependsOn?: string[] }];
    expect(resource.Properties.DefaultRouteSettings).toEqual({ ThrottlingRateLimit: 200, ThrottlingBurstLimit: 400 });
    const settings = resource.Properties.RouteSettings as Record<string, unknown>;
    const keyOf = (handler: string) => {
      const route = routes.find((candidate) => candidate.handler === handler);
      return `${route?.method} ${route?.path}`;
    };
    const expected = Object.fromEntries([
      ...FORM_HANDLERS.map((handler) => [keyOf(handler), { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 }]),
      ...webhooks.map((name) => [keyOf(name.replace(/^http\//, '')), { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 }]),
    ]);
    expect(settings).toEqual(expected);
    expect(settings['POST /api/auth/login']).toEqual({ ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 });
    expect(settings['POST /api/webhooks/stripe']).toEqual({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 });

    // CloudFormation refuses route settings for a route that does not exist yet.
    const routeIds = Object.entries(stackResources(prod.stacks.app))
      .filter(([, candidate]) => candidate.Type === 'AWS::ApiGatewayV2::Route' && Object.keys(settings).includes(String(candidate.Properties?.RouteKey)))
      .map(([id]) => id);
    expect(routeIds).toHaveLength(Object.keys(settings).length);
    expect(resource.DependsOn).toEqual(expect.arrayContaining(routeIds));
    expect(stageId).toBeTruthy();
  });

  it('uses the dev stage its own, lower limits', () => {
    dev.site.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      RouteSettings: Match.objectLike({ 'POST /api/auth/login': { ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 } }),
    });
  });
});
