import type { APIRequestContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import './provided-context';

// Admins sign in with a TOTP code after the password (docs/decisions/app-owned-admin-totp.md). These helpers play the admin's
// authenticator app with otpauth, from the key shown at enrolment or, for an admin enrolled
// earlier, from her factor in the stack's table (as her phone would hold it).

Object.assign(process.env, inject('e2eStackEnv'));

const WAIT = { timeout: 15_000 };

/** The code an authenticator app shows for a key at a time. */
export const totpCodeFor = (manualKey: string, at = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(manualKey.replaceAll(' ', '')), timestamp: at, algorithm: 'SHA1', digits: 6, period: 30 });

/** A new admin account (created through Cognito's admin API), not yet enrolled. */
export async function newAdmin(): Promise<{ email: string; password: string }> {
  const { createTestAccount } = await import('@herway/functions/testing/accounts');
  const { email, password } = await createTestAccount({ group: 'admin', firstName: 'Founder', withoutSecondFactor: true });
  return { email, password };
}

/** The next code of an admin enrolled earlier, as her app shows it. */
async function enrolledAdminCode(email: string): Promise<string> {
  const { nextTotpCode } = await import('@herway/functions/testing/second-factor');
  return nextTotpCode(email);
}

/** After the password: the manual key (on her first sign-in) or nothing, once the code step shows. */
export async function codeStepKey(page: Page): Promise<string | undefined> {
  await page.getByLabel('Authentication code').waitFor(WAIT);
  const key = page.getByTestId('totp-manual-key');
  return (await key.count()) > 0 ? key.innerText() : undefined;
}

/** Enters her code on the code step (enrolling her on her first sign-in). */
export async function enterAdminCode(page: Page, email: string): Promise<void> {
  const key = await codeStepKey(page);
  await page.getByLabel('Authentication code').fill(key ? totpCodeFor(key) : await enrolledAdminCode(email));
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();
}

/** Signs an admin in through the API (password, then code) with the request context's cookies. */
export async function signInAdminByApi(request: APIRequestContext, baseUrl: string, admin: { email: string; password: string }): Promise<void> {
  const headers = { Origin: baseUrl, 'Content-Type': 'application/json' };
  const login = await request.post(`${baseUrl}/api/admin/login`, { headers, data: admin });
  if (login.status() !== 200) throw new Error(`Admin password step answered ${login.status()}`);
  const { mfa } = (await login.json()) as { mfa: { step: 'enrol'; manualKey: string } | { step: 'challenge' } };
  const code = mfa.step === 'enrol' ? totpCodeFor(mfa.manualKey) : await enrolledAdminCode(admin.email);
  const verified = await request.post(`${baseUrl}/api/auth/mfa`, { headers, data: { code } });
  if (verified.status() !== 200) throw new Error(`Admin code step answered ${verified.status()}`);
}
