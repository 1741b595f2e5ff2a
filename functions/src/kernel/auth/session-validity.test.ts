import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from './token-verifier';
import type { SessionState } from './session-repo';
import { forgetSessionChecks, isSessionCurrent, SESSION_CHECK_CACHE_MS } from './session-validity';

const state = vi.fn<(sub: string, tokenId: string, adminAuthTime?: number) => Promise<SessionState>>();
vi.mock('./session-repo', () => ({
  readSessionState: (sub: string, tokenId: string, adminAuthTime?: number) => state(sub, tokenId, adminAuthTime),
}));

const signedInAt = 1_790_000_000;
const user = (tokenId: string, authTime = signedInAt): SessionUser => ({
  sub: 'ava',
  username: 'ava@example.com',
  groups: ['athlete'],
  isAdmin: false,
  authTime,
  tokenId,
  expiresAt: signedInAt + 900,
});
const live: SessionState = { profileExists: true, validAfter: 0, tokenRevoked: false, signInVerified: false };

describe('whether a verified token is still a live session', () => {
  beforeEach(() => {
    state.mockReset();
    forgetSessionChecks('ava');
  });

  it('is live while her account exists, she ended no sessions since signing in and this token was not signed out', async () => {
    state.mockResolvedValue(live);
    expect(await isSessionCurrent(user('t1'))).toBe(true);
    state.mockResolvedValue({ ...live, validAfter: signedInAt });
    expect(await isSessionCurrent(user('t2'))).toBe(true); // signed in the second of the mark: after it
    state.mockResolvedValue({ ...live, validAfter: signedInAt + 1 });
    expect(await isSessionCurrent(user('t3'))).toBe(false); // a password reset after she signed in
    state.mockResolvedValue({ ...live, tokenRevoked: true });
    expect(await isSessionCurrent(user('t4'))).toBe(false); // logged out
    state.mockResolvedValue({ ...live, profileExists: false });
    expect(await isSessionCurrent(user('t5'))).toBe(false); // account deleted
  });

  it('asks again once its few seconds of memory are over, or at once after a change here', async () => {
    const now = 1_790_000_000_000;
    state.mockResolvedValue(live);
    expect(await isSessionCurrent(user('t1'), now)).toBe(true);
    state.mockResolvedValue({ ...live, tokenRevoked: true });
    expect(await isSessionCurrent(user('t1'), now + SESSION_CHECK_CACHE_MS - 1)).toBe(true);
    expect(await isSessionCurrent(user('t1'), now + SESSION_CHECK_CACHE_MS)).toBe(false);
    state.mockResolvedValue(live);
    forgetSessionChecks('ava');
    expect(await isSessionCurrent(user('t1'), now + SESSION_CHECK_CACHE_MS + 1)).toBe(true);
    expect(state).toHaveBeenCalledTimes(3);
  });

  it("is an admin's session only once that sign-in passed her TOTP code", async () => {
    const admin: SessionUser = { ...user('a1'), sub: 'ava', groups: ['admin'], isAdmin: true };
    state.mockResolvedValue(live);
    expect(await isSessionCurrent(admin)).toBe(false); // her password alone, straight from Cognito
    expect(state).toHaveBeenLastCalledWith('ava', 'a1', signedInAt);
    state.mockResolvedValue({ ...live, signInVerified: true });
    expect(await isSessionCurrent({ ...admin, tokenId: 'a2' })).toBe(true);
    expect(await isSessionCurrent(user('t9'))).toBe(true); // an athlete is never asked
    expect(state).toHaveBeenLastCalledWith('ava', 't9', undefined);
  });
});
