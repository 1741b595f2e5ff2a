import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardedHeaders, makeFrontCertificate, startHttp2Front } from './http2-front';
import type { Http2Front } from './http2-front';

describe('forwardedHeaders', () => {
  it("passes a request's end-to-end headers on, without HTTP/2's pseudo-headers or the connection's own", () => {
    expect(
      forwardedHeaders({
        ':path': '/x',
        ':method': 'GET',
        cookie: 'a=1',
        'content-type': 'application/json',
        connection: 'keep-alive',
        host: 'localhost:1',
        te: 'trailers',
      }),
    ).toEqual({ cookie: 'a=1', 'content-type': 'application/json' });
  });
});

describe('the HTTP/2 front', () => {
  const workDir = mkdtempSync(path.join(tmpdir(), 'herway-front-'));
  const seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  const gateway = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(201, { 'content-type': 'application/json', 'set-cookie': ['a=1; Path=/', 'b=2; Path=/'], connection: 'keep-alive' });
      response.end('{"ok":true}');
    });
  });
  let front: Http2Front;
  let keepingHost: Http2Front;
  let chromeFlag = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const certificate = await makeFrontCertificate(workDir);
    chromeFlag = certificate.chromeFlag;
    front = await startHttp2Front(certificate);
    keepingHost = await startHttp2Front(certificate, { keepHost: true });
  });
  afterAll(async () => {
    await Promise.all([front.close(), keepingHost.close()]);
    gateway.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  /** One request over HTTP/2, trusting the front's certificate as the bench's Chromium does. */
  async function send(
    method: string,
    pathAndQuery: string,
    body?: string,
    through = front,
  ): Promise<{ status: number; headers: http2.IncomingHttpHeaders; text: string }> {
    const session = http2.connect(through.url, { rejectUnauthorized: false });
    try {
      const stream = session.request({
        ':method': method,
        ':path': pathAndQuery,
        cookie: 'session=abc',
        origin: front.url,
        ...(body ? { 'content-type': 'application/json' } : {}),
      });
      if (body) stream.end(body);
      else stream.end();
      const headers = await new Promise<http2.IncomingHttpHeaders>((resolve) => stream.once('response', resolve));
      let text = '';
      for await (const chunk of stream) text += (chunk as Buffer).toString();
      return { status: Number(headers[':status']), headers, text };
    } finally {
      session.close();
    }
  }

  it('answers 502 until it knows where the gateway is', async () => {
    expect((await send('GET', '/')).status).toBe(502);
  });

  it("passes each request to the gateway as it came, over HTTPS with HTTP/2, and the gateway's reply back", async () => {
    front.forwardTo(`http://127.0.0.1:${(gateway.address() as AddressInfo).port}`);
    const reply = await send('POST', '/api/contact?from=bench', '{"name":"Sage"}');
    expect([reply.status, reply.text, reply.headers['content-type'], reply.headers['set-cookie']]).toEqual([
      201,
      '{"ok":true}',
      'application/json',
      ['a=1; Path=/', 'b=2; Path=/'],
    ]);
    const [request] = seen.slice(-1);
    expect(request).toMatchObject({ method: 'POST', url: '/api/contact?from=bench', body: '{"name":"Sage"}' });
    expect(request?.headers).toMatchObject({ cookie: 'session=abc', origin: front.url, host: `127.0.0.1:${(gateway.address() as AddressInfo).port}` });
    expect(front.url).toMatch(/^https:\/\/localhost:\d+$/);
    expect(chromeFlag).toMatch(/^--ignore-certificate-errors-spki-list=[A-Za-z0-9+/]{43}=$/);
  });

  it("keeps the Host a request came with, when asked: the local S3 checks a presigned link's signature against it", async () => {
    keepingHost.forwardTo(`http://127.0.0.1:${(gateway.address() as AddressInfo).port}`);
    expect((await send('GET', '/herway-content/video.mp4', undefined, keepingHost)).status).toBe(201);
    expect(seen.at(-1)?.headers.host).toBe(new URL(keepingHost.url).host);
  });
});
