import { beforeEach, describe, expect, it, vi } from 'vitest';
import { httpErrorOf } from '../kernel/domain-error-statuses';
import { Conflict, NotSignedIn } from '../kernel/domain-errors';

// The service's edges (Cognito, the table, the token verifier) are faked.
const identity = vi.hoisted(() => ({
  createUser: vi.fn(),
  deleteUser: vi.fn(),
  signIn: vi.fn(),
  findUser: vi.fn(),
  revokeRefreshToken: vi.fn(),
}));
const repo = vi.hoisted(() => ({ createProfile: vi.fn(), getProfile: vi.fn(), reclaimStaleEmailLookup: vi.fn(async () => false) }));
const verifier = vi.hoisted(() => ({ verifyAccessToken: vi.fn() }));
const sessions = vi.hoisted(() => ({ readSessionState: vi.fn() }));
vi.mock('./identity', () => identity);
vi.mock('../kernel/auth/session-repo', () => sessions);
vi.mock('./store/user-repo', () => repo);
vi.mock('../kernel/auth/token-verifier', () => verifier);

const { registerAthlete, signInAdmin, signInUser } = await import('./account-sessions');

/** The call, its refusal as the API answers it (through the status table). */
const answered = <T>(call: Promise<T>) =>
  call.catch((error: unknown) => {
    throw httpErrorOf(error);
  });

const tokens = { accessToken: 'access', refreshToken: 'refresh', accessTokenLifetime: 3600 };
/** When the faked tokens say she signed in (epoch s, long past: a wait for its second is none). */
const AUTH_TIME = 1_790_000_000;
const registration = { email: 'ava@example.com', password: 'recruit-me-2027', firstName: 'Ava', lastName: 'Lopez' };

beforeEach(() => {
  vi.resetAllMocks();
  identity.createUser.mockResolvedValue({ sub: 'sub-1', username: 'sub-1', email: 'ava@example.com' });
  identity.deleteUser.mockResolvedValue(undefined);
  identity.signIn.mockResolvedValue(tokens);
  identity.revokeRefreshToken.mockResolvedValue(undefined);
  repo.createProfile.mockResolvedValue(true);
  verifier.verifyAccessToken.mockResolvedValue({ sub: 'sub-1', username: 'sub-1', groups: ['athlete'], isAdmin: false, authTime: AUTH_TIME, tokenId: 'jti-1' });
  sessions.readSessionState.mockResolvedValue({ profileExists: true, tokenRevoked: false, validAfter: 0, signInVerified: false });
});

describe('registerAthlete', () => {
  it('creates her in the athlete group, stores her profile and signs her in', async () => {
    const signedIn = await registerAthlete(registration);
    expect(identity.createUser).toHaveBeenCalledWith({ ...registration, group: 'athlete' });
    expect(repo.createProfile).toHaveBeenCalledWith(expect.objectContaining({ id: 'sub-1', email: 'ava@example.com', firstName: 'Ava', isAdmin: false }));
    expect(signedIn).toEqual({
      tokens,
      session: expect.objectContaining({ sub: 'sub-1', isAdmin: false }),
      user: { id: 'sub-1', email: 'ava@example.com', firstName: 'Ava', lastName: 'Lopez', isAdmin: false, createdAt: expect.any(String) },
    });
  });

  it('removes the Cognito user again when the profile cannot be stored', async () => {
    repo.createProfile.mockRejectedValue(new Error('table unavailable'));
    await expect(registerAthlete(registration)).rejects.toThrow('table unavailable');
    expect(identity.deleteUser).toHaveBeenCalledWith('sub-1');
    expect(identity.signIn).not.toHaveBeenCalled();
  });

  it('removes the Cognito user when a stale e-mail look-up blocks the profile', async () => {
    repo.createProfile.mockResolvedValue(false);
    await expect(registerAthlete(registration)).rejects.toThrow(/look-up/);
    expect(identity.deleteUser).toHaveBeenCalledWith('sub-1');
  });

  it('creates nothing more when Cognito refuses the e-mail', async () => {
    identity.createUser.mockRejectedValue(new Conflict('An account with this email already exists. Sign in instead.'));
    await expect(answered(registerAthlete(registration))).rejects.toMatchObject({ statusCode: 409 });
    expect(repo.createProfile).not.toHaveBeenCalled();
  });
});

describe('signInUser', () => {
  it('rebuilds a missing profile from her Cognito attributes', async () => {
    repo.getProfile
      .mockResolvedValueOnce(undefined)
      .mockResolvedValueOnce({ id: 'sub-1', email: 'ava@example.com', firstName: 'Ava', isAdmin: false, createdAt: '2026-01-01T00:00:00.000Z' });
    identity.findUser.mockResolvedValue({ sub: 'sub-1', username: 'sub-1', email: 'Ava@Example.com', firstName: 'Ava', createdAt: '2026-01-01T00:00:00.000Z' });

    const { user } = await signInUser('ava@example.com', 'pw');

    expect(repo.createProfile).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'sub-1', email: 'ava@example.com', firstName: 'Ava', createdAt: '2026-01-01T00:00:00.000Z' }),
    );
    expect(user).toMatchObject({ id: 'sub-1', firstName: 'Ava', isAdmin: false });
  });

  it('signs in again, giving the first tokens up, when she signed in within the second a reset ended her sessions', async () => {
    repo.getProfile.mockResolvedValue({ id: 'sub-1', email: 'ava@example.com', isAdmin: false, createdAt: '2026-01-01T00:00:00.000Z' });
    const fresh = { accessToken: 'access-2', refreshToken: 'refresh-2', accessTokenLifetime: 3600 };
    identity.signIn.mockResolvedValueOnce(tokens).mockResolvedValueOnce(fresh);
    sessions.readSessionState.mockResolvedValue({ profileExists: true, tokenRevoked: false, validAfter: AUTH_TIME + 1, signInVerified: false });
    const signedIn = await signInUser('ava@example.com', 'pw');
    expect(identity.signIn).toHaveBeenCalledTimes(2);
    expect(identity.revokeRefreshToken).toHaveBeenCalledWith('refresh');
    expect(signedIn.tokens).toBe(fresh);
  });
});

describe('signInAdmin', () => {
  it('refuses a non-admin as a wrong password is refused, and revokes the session it opened', async () => {
    await expect(answered(signInAdmin('ava@example.com', 'pw'))).rejects.toMatchObject({
      statusCode: 401,
      message: JSON.stringify({ message: 'Invalid credentials' }),
    });
    expect(identity.signIn).toHaveBeenCalledWith('ava@example.com', 'pw', 'Invalid credentials');
    expect(identity.revokeRefreshToken).toHaveBeenCalledWith('refresh');
  });

  it('passes a refused sign-in through unchanged', async () => {
    identity.signIn.mockRejectedValue(new NotSignedIn('Invalid credentials'));
    await expect(answered(signInAdmin('admin@example.com', 'wrong'))).rejects.toMatchObject({ statusCode: 401 });
    expect(verifier.verifyAccessToken).not.toHaveBeenCalled();
  });

  it('signs in a member of the admin group', async () => {
    verifier.verifyAccessToken.mockResolvedValue({ sub: 'admin-1', username: 'admin-1', groups: ['admin'], isAdmin: true });
    repo.getProfile.mockResolvedValue({ id: 'admin-1', email: 'admin@herway.local', isAdmin: true, createdAt: '2026-01-01T00:00:00.000Z' });
    const { user } = await signInAdmin(' Admin@HerWay.local ', 'pw');
    expect(identity.signIn).toHaveBeenCalledWith('admin@herway.local', 'pw', 'Invalid credentials');
    expect(user).toMatchObject({ id: 'admin-1', isAdmin: true });
  });
});
