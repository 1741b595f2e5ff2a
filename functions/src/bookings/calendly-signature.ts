import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Calendly webhook signatures (https://developer.calendly.com/api-docs/4c305798a61d3-webhook-signatures):
 * the `Calendly-Webhook-Signature` header reads `t=<unix seconds>,v1=<hex HMAC-SHA256>`, the HMAC
 * being over `<t>.<raw body>` with the subscription's signing key. The local scheduler signs its
 * deliveries the same way, with the local key (kernel/config.ts LOCAL_CALENDLY_SIGNING_KEY).
 */

/** A delivery older than this is refused, so a captured one cannot be replayed later. */
export const CALENDLY_SIGNATURE_TOLERANCE_SECONDS = 180;

export type SignatureCheck = { valid: true; timestamp: number } | { valid: false; reason: 'malformed' | 'mismatch' | 'stale' };

function hmacHex(signingKey: string, timestamp: number | string, rawBody: string): string {
  return createHmac('sha256', signingKey).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** The header value Calendly would send for this body at this time (seconds). */
export function signCalendlyPayload(rawBody: string, signingKey: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmacHex(signingKey, timestamp, rawBody)}`;
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } | undefined {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 1) continue;
    const name = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  return timestamp === undefined || signatures.length === 0 ? undefined : { timestamp, signatures };
}

/**
 * Checks a delivery: a well-formed header, a v1 signature equal (compared in constant time) to
 * ours over the exact raw body, and a timestamp within the tolerance of now (either way, to
 * allow for clock skew without accepting old deliveries).
 */
export function verifyCalendlySignature(
  header: string,
  rawBody: string,
  signingKey: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = CALENDLY_SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  const parsed = parseHeader(header);
  if (!parsed) return { valid: false, reason: 'malformed' };
  const expected = Buffer.from(hmacHex(signingKey, parsed.timestamp, rawBody), 'hex');
  const matches = parsed.signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected));
  if (!matches) return { valid: false, reason: 'mismatch' };
  if (Math.abs(nowSeconds - parsed.timestamp) > toleranceSeconds) return { valid: false, reason: 'stale' };
  return { valid: true, timestamp: parsed.timestamp };
}
