import { Secret, TOTP } from 'otpauth';
// qrcode's encoder and SVG renderer, the two parts its `toString(text, { type: 'svg' })` calls: its
// main module also loads the PNG encoder (pngjs) and terminal renderers, 55 KB of every sign-in
// bundle (docs/decisions/bundle-budgets.md). totp.test.ts checks the SVG is the one `toString` draws.
import { create as createQrCode } from 'qrcode/lib/core/qrcode.js';
import { render as renderSvg } from 'qrcode/lib/renderer/svg-tag.js';

// Time-based one-time passwords (RFC 6238: 6 digits, 30-second steps, SHA-1), which every
// authenticator app reads from an otpauth:// QR code. otpauth does the arithmetic.

const ISSUER = 'HerWay';
const PERIOD_SECONDS = 30;

function totpOf(secret: string, label = 'admin'): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** A new 160-bit secret, in the base32 an authenticator app takes as its manual key. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What an authenticator app scans: the otpauth:// URI, and it drawn as an SVG QR code. */
export async function totpEnrolment(secret: string, email: string): Promise<{ otpauthUrl: string; qrCodeSvg: string; manualKey: string }> {
  const otpauthUrl = totpOf(secret, email).toString();
  const qrOptions = { type: 'svg', errorCorrectionLevel: 'M', margin: 2 } as const;
  const qrCodeSvg = renderSvg(createQrCode(otpauthUrl, qrOptions), qrOptions);
  // Grouped by four, as apps show it, so it can be typed without losing one's place.
  const manualKey = secret.replace(/(.{4})/g, '$1 ').trim();
  return { otpauthUrl, qrCodeSvg, manualKey };
}

/**
 * The time step a code belongs to, or undefined when it is wrong: the current step, or one either
 * side for a phone whose clock is a little off. The caller refuses a step already used (replay).
 */
export function stepOfCode(secret: string, code: string, now: number): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code for a time (tests, and the local stack's documentation). */
export function totpCode(secret: string, now: number): string {
  return totpOf(secret).generate({ timestamp: now });
}
