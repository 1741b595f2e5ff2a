import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';

/**
 * Ports for a server that will be started a little later (a child process, a restart), when the
 * port must be known before it listens.
 *
 * The kernel's own choice (`listen(0)`) comes from its ephemeral range, which is also where every
 * outgoing connection gets its local port: in the seconds between choosing a port and a child
 * binding it, any of the thousands of connections the other test workers open can take it, and
 * the child fails with EADDRINUSE. These ports come from below that range (Linux starts it at
 * 32768, macOS at 49152), and each test worker draws from a slice of its own, so two workers never
 * hand out the same port. A process never hands out one port twice.
 */
const FIRST_PORT = 20_000;
const SLICE_SIZE = 1_000;
const SLICES = 12;

const handedOut = new Set<number>();

/** The slice of a vitest worker (VITEST_POOL_ID 1, 2...); 0 for the main process. */
function sliceStart(): number {
  const worker = Number(process.env.VITEST_POOL_ID ?? 0);
  return FIRST_PORT + ((Number.isInteger(worker) ? worker : 0) % SLICES) * SLICE_SIZE;
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Tries the slice's ports from a random one on, so a restarted worker does not retry the same ones. */
export async function freePort(): Promise<number> {
  const start = sliceStart();
  const offset = randomInt(SLICE_SIZE);
  for (let step = 0; step < SLICE_SIZE; step++) {
    const port = start + ((offset + step) % SLICE_SIZE);
    if (handedOut.has(port)) continue;
    // Reserved before the check, so two calls at once cannot both take it.
    handedOut.add(port);
    if (await canListen(port)) return port;
    handedOut.delete(port);
  }
  throw new Error(`No free port between ${start} and ${start + SLICE_SIZE - 1}.`);
}
