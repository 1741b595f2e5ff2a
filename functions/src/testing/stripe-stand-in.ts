import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * A stand-in for Stripe's API on a local port, for the tests of the file that calls this: it records
 * every request (method and path, and its form body, cleared after each test) and answers each with
 * the payment intent 'pi_standin' (cancelled on a cancel). `base` is its address once started.
 */
export function useStripeStandIn(): { requests: string[]; bodies: URLSearchParams[]; base: string } {
  const standIn = { requests: [] as string[], bodies: [] as URLSearchParams[], base: '' };
  let server: Server;
  beforeAll(async () => {
    let count = 0;
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        standIn.requests.push(`${req.method} ${req.url}`);
        standIn.bodies.push(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        count += 1;
        const status = req.url?.endsWith('/cancel') ? 'canceled' : 'requires_payment_method';
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(
          JSON.stringify({
            id: 'pi_standin',
            object: 'payment_intent',
            amount: 100,
            currency: 'usd',
            status,
            livemode: false,
            client_secret: `pi_standin_secret_${count}`,
            metadata: {},
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    standIn.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    standIn.requests.length = 0;
    standIn.bodies.length = 0;
  });
  return standIn;
}
