import { createServer } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from './free-port';

describe('freePort', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('hands out ports below the ephemeral range, in the slice of its test worker', async () => {
    vi.stubEnv('VITEST_POOL_ID', '3');
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(23_000);
    expect(port).toBeLessThan(24_000);
  });

  it('never hands out the same port twice, even once it is free again', async () => {
    vi.stubEnv('VITEST_POOL_ID', '5');
    const ports = await Promise.all(Array.from({ length: 200 }, () => freePort()));
    expect(new Set(ports).size).toBe(200);
  });

  it('skips a port something already listens on', async () => {
    vi.stubEnv('VITEST_POOL_ID', '7');
    const taken = await Promise.all(
      Array.from({ length: 900 }, async (_, index) => {
        const server = createServer();
        const listening = await new Promise<boolean>((resolve) => {
          server.once('error', () => resolve(false));
          server.listen(27_000 + index, '127.0.0.1', () => resolve(true));
        });
        return listening ? server : undefined;
      }),
    );
    try {
      const port = await freePort();
      expect(port).toBeGreaterThanOrEqual(27_900);
      expect(port).toBeLessThan(28_000);
    } finally {
      await Promise.all(taken.map((server) => server && new Promise((resolve) => server.close(resolve))));
    }
  });
});
