import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from '@herway/shared/zod';
import { httpEvent, lambdaContext } from '../testing/http-event';
import { captureTelemetry } from '../testing/telemetry';
import type * as HttpErrors from './http-errors';
import type * as HttpStack from './http-stack';
import type * as Logger from './logger';
import { tableRoute } from '../testing/routes';

let telemetry: ReturnType<typeof captureTelemetry>;
let stack: typeof HttpStack;
let errors: typeof HttpErrors;
let log: typeof Logger;

beforeEach(async () => {
  telemetry = captureTelemetry();
  [stack, errors, log] = await Promise.all([import('./http-stack'), import('./http-errors'), import('./logger')]);
});
afterEach(() => telemetry.stop());

const call = (fn: () => Promise<unknown>) =>
  stack.buildHttpHandler(
    tableRoute('content/get-resource-download'),
    { path: z.object({ downloadKey: z.string() }) },
    fn,
  )(httpEvent('GET', '/api/download/k-1', { pathParameters: { downloadKey: 'k-1' } }), lambdaContext);

describe('request telemetry (every HTTP function)', () => {
  it('counts a 500 as Http5xx, in the HerWay namespace, its route on the line but no dimension', async () => {
    const result = await call(async () => {
      throw new Error('DynamoDB is down');
    });
    expect(result.statusCode).toBe(500);
    expect(telemetry.metrics()).toEqual([
      {
        name: 'Http5xx',
        value: 1,
        unit: 'Count',
        namespace: 'HerWay',
        dimensions: { service: 'herway', stage: 'local' },
        properties: { route: 'GET /api/download/{downloadKey}' },
      },
    ]);
  });

  it('counts a thrown 404 and a returned 409 as Http4xx, and a 200 as nothing', async () => {
    await call(async () => {
      throw errors.notFound('No such download');
    });
    await call(async () => stack.reply(409, { message: 'Already used' }));
    await call(async () => ({ url: 'https://example.com' }));
    expect(telemetry.metrics().map((metric) => [metric.name, metric.properties.route])).toEqual([
      ['Http4xx', 'GET /api/download/{downloadKey}'],
      ['Http4xx', 'GET /api/download/{downloadKey}'],
    ]);
  });

  it("logs every line of the request under API Gateway's request id", async () => {
    await call(async () => {
      log.logger.info('Looking the download up');
      return { url: 'https://example.com' };
    });
    expect(telemetry.logs().find((line) => line.message === 'Looking the download up')).toMatchObject({ correlation_id: 'request-1' });
  });
});
