import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocalPage } from './gateway';

// The local bank's 3-D Secure page (test card 4000 0025 0000 3155): Stripe.js sends the shopper to
// the bank's page (next_action.redirect_to_url), she approves or fails the payment there, and the
// bank sends her back to the site's return_url with `payment_intent`, `payment_intent_client_secret`
// and `redirect_status`, as Stripe does. Local only: never in the route table, never in AWS.

type Json = Record<string, unknown>;

/** The 3-D Secure step of the local Stripe, mounted by the gateway (local only). */
export const LOCAL_STRIPE_AUTHENTICATE_PATH = '/local/stripe/authenticate';

export interface AuthenticationPageOptions {
  allowedOrigins: ReadonlySet<string>;
  /** The payment intent of a client secret, or undefined. */
  findBySecret(clientSecret: string): Json | undefined;
  /** Settles the payment as the shopper chose; answers where to send her back, or undefined when nothing waits. */
  complete(intent: Json, approved: boolean): Promise<string | undefined>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Confirm your payment - test bank</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f1230}button{font:inherit;padding:.75rem 1.25rem;border-radius:.5rem;border:1px solid #6b2c91;margin:.25rem .5rem .25rem 0;cursor:pointer}.approve{background:#6b2c91;color:#fff}.fail{background:#fff;color:#6b2c91}</style></head><body>${body}</body></html>`);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 8 * 1024) break;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Where the bank sends her back: the return_url with Stripe's redirect parameters. */
export function returnAddress(returnUrl: string, intent: Json, status: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('payment_intent', String(intent.id));
  url.searchParams.set('payment_intent_client_secret', String(intent.client_secret));
  url.searchParams.set('redirect_status', status);
  return url.toString();
}

export function authenticationPage(options: AuthenticationPageOptions): LocalPage {
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET') {
      const clientSecret = url.searchParams.get('client_secret') ?? '';
      const intent = options.findBySecret(clientSecret);
      if (!intent || intent.status !== 'requires_action') {
        page(res, 404, '<h1>Nothing to confirm</h1><p>This payment is not waiting for your bank. Go back to the site and try again.</p>');
        return;
      }
      const amount = `$${(Number(intent.amount) / 100).toFixed(2)}`;
      page(
        res,
        200,
        `<p><strong>HerWay test bank</strong> (local stack)</p><h1>Confirm your payment of ${escapeHtml(amount)}</h1><p>${escapeHtml(String(intent.description ?? ''))}</p>
<form method="post"><input type="hidden" name="client_secret" value="${escapeHtml(clientSecret)}"><button class="approve" name="outcome" value="approve">Complete authentication</button><button class="fail" name="outcome" value="fail">Fail authentication</button></form>`,
      );
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'GET, POST' }).end();
      return;
    }
    const origin = req.headers.origin?.replace(/\/$/, '');
    if (origin && !options.allowedOrigins.has(origin)) {
      page(res, 403, '<h1>Refused</h1>');
      return;
    }
    const form = await readForm(req);
    const intent = options.findBySecret(form.get('client_secret') ?? '');
    const approved = form.get('outcome') === 'approve';
    const returnUrl = intent ? await options.complete(intent, approved) : undefined;
    if (!intent || !returnUrl) {
      page(res, 409, '<h1>Nothing to confirm</h1><p>This payment is not waiting for your bank any more.</p>');
      return;
    }
    res.writeHead(303, { Location: returnAddress(returnUrl, intent, approved ? 'succeeded' : 'failed'), 'Cache-Control': 'no-store' }).end();
  };
}
