import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CALENDLY_SIGNATURE_TOLERANCE_SECONDS, signCalendlyPayload, verifyCalendlySignature } from './calendly-signature';

const key = 'whsec-test-key';
const body = '{"event":"invitee.created","payload":{"email":"a@example.com"}}';
const now = 1_764_000_000;

describe('Calendly webhook signatures', () => {
  it('signs as Calendly does: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">', () => {
    const expected = createHmac('sha256', key).update(`${now}.${body}`).digest('hex');
    expect(signCalendlyPayload(body, key, now)).toBe(`t=${now},v1=${expected}`);
  });

  it('accepts its own signature over the exact body', () => {
    expect(verifyCalendlySignature(signCalendlyPayload(body, key, now), body, key, now)).toEqual({ valid: true, timestamp: now });
  });

  it('refuses a tampered body', () => {
    const header = signCalendlyPayload(body, key, now);
    expect(verifyCalendlySignature(header, body.replace('a@example.com', 'b@example.com'), key, now)).toEqual({ valid: false, reason: 'mismatch' });
    expect(verifyCalendlySignature(header, `${body} `, key, now)).toEqual({ valid: false, reason: 'mismatch' });
  });

  it('refuses a signature made with another key', () => {
    expect(verifyCalendlySignature(signCalendlyPayload(body, 'another-key', now), body, key, now)).toEqual({ valid: false, reason: 'mismatch' });
  });

  it('refuses a timestamp changed after signing', () => {
    const header = signCalendlyPayload(body, key, now).replace(`t=${now}`, `t=${now + 1}`);
    expect(verifyCalendlySignature(header, body, key, now)).toEqual({ valid: false, reason: 'mismatch' });
  });

  it('refuses a delivery older than 3 minutes, or dated more than 3 minutes ahead', () => {
    const tolerance = CALENDLY_SIGNATURE_TOLERANCE_SECONDS;
    expect(tolerance).toBe(180);
    expect(verifyCalendlySignature(signCalendlyPayload(body, key, now - tolerance), body, key, now).valid).toBe(true);
    expect(verifyCalendlySignature(signCalendlyPayload(body, key, now - tolerance - 1), body, key, now)).toEqual({ valid: false, reason: 'stale' });
    expect(verifyCalendlySignature(signCalendlyPayload(body, key, now + tolerance + 1), body, key, now)).toEqual({ valid: false, reason: 'stale' });
  });

  it('refuses malformed headers', () => {
    for (const header of ['', 'v1=abc', `t=${now}`, `t=${now},v1=nothex`, `t=soon,v1=${'a'.repeat(64)}`, 'garbage']) {
      expect(verifyCalendlySignature(header, body, key, now)).toEqual({ valid: false, reason: 'malformed' });
    }
  });

  it('accepts any one matching v1 signature among several, with spaces around the parts', () => {
    const good = signCalendlyPayload(body, key, now).split('v1=')[1];
    const header = `t=${now}, v1=${'0'.repeat(64)}, v1=${good}`;
    expect(verifyCalendlySignature(header, body, key, now).valid).toBe(true);
  });
});
