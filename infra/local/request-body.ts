import type { IncomingMessage } from 'node:http';

/** A request's body, or 'too-large' once it passes `maxBytes` (the local pages and APIs refuse it). */
export async function readLimitedBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) return 'too-large';
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
