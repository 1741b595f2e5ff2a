import { toString as qrCodeString } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, stepOfCode, totpCode, totpEnrolment } from './totp';

const at = Date.parse('2026-11-27T10:00:00.000Z');
const step = Math.floor(at / 30_000);

describe('TOTP', () => {
  it("accepts the current code and one step either side, with the code's own step", () => {
    const secret = newTotpSecret();
    expect(stepOfCode(secret, totpCode(secret, at), at)).toBe(step);
    expect(stepOfCode(secret, totpCode(secret, at - 30_000), at)).toBe(step - 1);
    expect(stepOfCode(secret, totpCode(secret, at + 30_000), at)).toBe(step + 1);
  });

  it("refuses a code two steps away, another secret's code and a wrong one", () => {
    const secret = newTotpSecret();
    expect(stepOfCode(secret, totpCode(secret, at - 60_000), at)).toBeUndefined();
    expect(stepOfCode(secret, totpCode(newTotpSecret(), at), at)).toBeUndefined();
    const code = totpCode(secret, at);
    expect(stepOfCode(secret, code === '000000' ? '000001' : '000000', at)).toBeUndefined();
  });

  it('matches the RFC 6238 test vector (SHA-1, 8 digits cut to 6)', () => {
    // The RFC's secret "12345678901234567890" in base32; at 59 s the 8-digit code is 94287082.
    expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
  });

  it('gives an authenticator app the issuer, her address, the key and a QR code of it all', async () => {
    const secret = newTotpSecret();
    const enrolment = await totpEnrolment(secret, 'founder@herway.com');
    const url = new URL(enrolment.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('HerWay');
    expect(decodeURIComponent(url.pathname)).toContain('founder@herway.com');
    expect(enrolment.manualKey.replaceAll(' ', '')).toBe(secret);
    expect(enrolment.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // The same drawing as qrcode's own entry point gives.
    expect(enrolment.qrCodeSvg).toBe(await qrCodeString(enrolment.otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));
  });
});
