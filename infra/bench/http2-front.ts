import { execFile } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * CloudFront serves the site over HTTP/2 and HTTP/3 (infra/constructs/website.ts); the local
 * gateway speaks HTTP/1.1. Lighthouse's simulation models the connections by the protocol it sees:
 * over HTTP/1.1, six per origin, each paying its own handshake at the simulated 150 ms round
 * trip, and a page's scripts queuing behind them; over HTTP/2, one connection that carries them
 * all. So the bench measures the pages through this front: HTTPS with HTTP/2, a certificate made
 * for the run, each request passed on to the gateway as it came (docs/lighthouse.md). A second
 * front serves the local S3 the same way, as S3 serves presigned links over HTTPS: an HTTPS page
 * playing a video from plain HTTP is mixed content.
 */
export interface Http2Front {
  /** `https://localhost:<port>`: the origin the pages (or the files) are opened at. */
  readonly url: string;
  /** Where requests go: the gateway or the local S3, once it listens. */
  forwardTo(upstreamUrl: string): void;
  close(): Promise<void>;
}

/** A key and certificate for localhost, and the Chromium flag that trusts it and no other (its key's SPKI hash). */
export interface FrontCertificate {
  key: Buffer;
  cert: Buffer;
  chromeFlag: string;
}

// Hop-by-hop headers belong to one connection and are never passed on (HTTP/2 forbids them); Host is
// set for the next leg by the caller.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'host']);

/** The end-to-end headers of a request or reply, without HTTP/2's pseudo-headers. */
export function forwardedHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const forwarded: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name)) forwarded[name] = value;
  }
  return forwarded;
}

/** A key and a self-signed certificate for localhost, made with openssl in `dir`. */
export async function makeFrontCertificate(dir: string): Promise<FrontCertificate> {
  const [keyFile, certFile] = [path.join(dir, 'front-key.pem'), path.join(dir, 'front-cert.pem')];
  const args = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=localhost'];
  await promisify(execFile)('openssl', [...args, '-addext', 'subjectAltName=DNS:localhost']).catch((error: Error) => {
    throw new Error(`openssl could not make the HTTP/2 front's certificate (apt-get install -y openssl): ${error.message}`);
  });
  const key = readFileSync(keyFile);
  const spki = createPublicKey(key).export({ type: 'spki', format: 'der' });
  return { key, cert: readFileSync(certFile), chromeFlag: `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}` };
}

/**
 * Starts a front on a free port of localhost; it answers 502 until `forwardTo` names where to. With
 * `keepHost`, requests keep the Host they came with: S3 checks a presigned link's signature against
 * it, and the link was signed for the front.
 */
export async function startHttp2Front(certificate: FrontCertificate, options: { keepHost?: boolean } = {}): Promise<Http2Front> {
  const { key, cert } = certificate;
  let upstream: URL | undefined;
  const sessions = new Set<http2.ServerHttp2Session>();
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    if (!upstream) {
      response.writeHead(502).end();
      return;
    }
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...forwardedHeaders(request.headers), host: options.keepHost ? (request.headers[':authority'] ?? upstream.host) : upstream.host },
      },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, forwardedHeaders(reply.headers));
        reply.pipe(response);
      },
    );
    forwarded.on('error', () => response.headersSent || response.writeHead(502).end());
    request.pipe(forwarded);
  });
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    url: `https://localhost:${(server.address() as AddressInfo).port}`,
    forwardTo: (upstreamUrl) => {
      upstream = new URL(upstreamUrl);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The site's front and the local S3's, sharing one certificate. */
export interface HttpsFronts {
  site: Http2Front;
  s3: Http2Front;
  chromeFlag: string;
  forwardTo(upstreams: { site: string; s3: string }): void;
  close(): Promise<void>;
}

export async function startHttpsFronts(workDir: string): Promise<HttpsFronts> {
  const certificate = await makeFrontCertificate(workDir);
  const [site, s3] = await Promise.all([startHttp2Front(certificate), startHttp2Front(certificate, { keepHost: true })]);
  return {
    site,
    s3,
    chromeFlag: certificate.chromeFlag,
    forwardTo: (upstreams) => {
      site.forwardTo(upstreams.site);
      s3.forwardTo(upstreams.s3);
    },
    close: async () => {
      await Promise.all([site.close(), s3.close()]);
    },
  };
}
