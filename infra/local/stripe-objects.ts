import { randomBytes } from 'node:crypto';

// What every part of the local Stripe shares: its ids, its error answers, and reading a
// request's parameters as Stripe reads them.

export type Json = Record<string, unknown>;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-looking id: `pi_` and 24 letters and digits. */
export function stripeObjectId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return `${prefix}_${id}`;
}

/** An error answer in Stripe's shape. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: { type: string; message: string; code?: string; param?: string; decline_code?: string },
  ) {
    super(error.message);
  }
}

export const invalid = (message: string, code?: string, param?: string) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) });
export const missing = (kind: string, id: string, param: string) =>
  new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${kind}: '${id}'` });

export function stringParam(params: Json, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function integerParam(params: Json, name: string): number | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${String(value)}`, 'parameter_invalid_integer', name);
  return Number(value);
}

export function metadataParam(params: Json, existing: Json = {}): Json {
  const given = params.metadata;
  if (given === undefined || given === '') return { ...existing };
  if (typeof given !== 'object' || given === null || Array.isArray(given)) throw invalid('Invalid object', 'parameter_invalid_object', 'metadata');
  const metadata: Json = { ...existing };
  // As at Stripe: an empty value removes the key.
  for (const [key, value] of Object.entries(given as Json)) {
    if (value === '') delete metadata[key];
    else metadata[key] = String(value);
  }
  return metadata;
}
