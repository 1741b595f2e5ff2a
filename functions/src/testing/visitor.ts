import { randomInt } from 'node:crypto';
import { request } from 'node:http';

/** A loopback address of its own (127.0.0.0/8), so a test's visitor has a network to itself. */
export function loopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** A same-site JSON POST from a given local address, as a distinct visitor would send it. */
export function postFrom(
  siteUrl: string,
  localAddress: string,
  path: string,
  body: unknown,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const origin = new URL(siteUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: origin.hostname,
        port: origin.port,
        path,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', origin: siteUrl, 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
