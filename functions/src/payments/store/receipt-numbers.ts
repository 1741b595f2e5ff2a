import { createHash } from 'node:crypto';

// Receipt numbers (docs/receipts.md): derived from what the receipt is of, never from a counter, so
// no transaction ever waits on a shared item (docs/decisions/no-hot-items-in-transactions.md). The
// guard item RECEIPTNO#<number>, written with attribute_not_exists beside the receipt, makes sure
// no number is given twice.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The first `length` base32 characters of the SHA-256 of `seed` (5 bits each). */
export function base32Hash(seed: string, length = 8): string {
  const digest = createHash('sha256').update(seed).digest();
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
    if (out.length === length) break;
  }
  return out;
}

/** What a payment's receipt is derived from: the PaymentIntent. */
export const paymentReceiptSeed = (paymentIntentId: string) => `payment:${paymentIntentId}`;

/** What a refund's receipt is derived from: the payment and the running total refunded once it is applied. */
export const refundReceiptSeed = (paymentIntentId: string, refundedTotalCents: number) => `refund:${paymentIntentId}:${refundedTotalCents}`;

/**
 * `HW-<yyyymmdd of issue>-<8 base32 of the seed's hash>`. `attempt` > 0 only when an earlier
 * candidate is held by another receipt (a hash collision): the next candidate, still derived.
 */
export function receiptNumberOf(seed: string, issuedAt: string, attempt = 0): string {
  const day = issuedAt.slice(0, 10).replaceAll('-', '');
  return `HW-${day}-${base32Hash(attempt === 0 ? seed : `${seed}#${attempt}`)}`;
}

/** How many candidates are tried before a collision is given up on (each is 40 bits of hash within a day). */
export const RECEIPT_NUMBER_CANDIDATES = 4;
