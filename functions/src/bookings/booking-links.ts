import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// The booking link's token (docs/decisions/bookings-are-hers.md): her id, sealed with AES-256-GCM under
// a key only HerWay has, in the link's utm_content. Nobody can make one for another athlete (it
// would not open), and the link does not show her id. A booking that carries no token that opens
// reserves none of her sessions: it is recorded for the founders to check.

const VERSION = 'b1';

const keyOf = (secret: string) => createHash('sha256').update(`herway-booking-link:${secret}`).digest();

/** The token for her booking links. */
export function bookingTokenOf(sub: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(sub, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/** Whose link a token is, or undefined when it does not open with this key (forged, edited, other key). */
export function athleteOfBookingToken(token: string, secret: string): string | undefined {
  const [version, body, ...rest] = token.split('.');
  if (version !== VERSION || !body || rest.length > 0 || body.length > 400) return undefined;
  const bytes = Buffer.from(body, 'base64url');
  if (bytes.length <= 28) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
