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

const { registerAccount, signInAdmin, signInUser, toCurrentUser } = await import('./account-sessions');

/** The call, its refusal as the API answers it (through the status table). */
const answered = <T>(call: Promise<T>) =>
  call.catch((error: unknown) => {
    throw httpErrorOf(error);
  });

const tokens = { accessToken: 'access', refreshToken: 'refresh', accessTokenLifetime: 3600 };
/** When the faked tokens say she signed in (epoch s, long past: a wait for its second is none). */
const AUTH_TIME = 1_790_000_000;
const registration = { accountType: 'athlete' as const, email: 'ava@example.com', password: 'recruit-me-2027', firstName: 'Ava', lastName: 'Lopez' };
const guardianSession = { sub: 'sub-2', username: 'sub-2', groups: ['guardian'], isAdmin: false, authTime: AUTH_TIME, tokenId: 'jti-2' };

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

describe('registerAccount', () => {
  it('creates her in the athlete group, stores her profile (an athlete’s) and signs her in', async () => {
    const signedIn = await registerAccount(registration);
    expect(identity.createUser).toHaveBeenCalledWith({ ...registration, group: 'athlete' });
    expect(repo.createProfile).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'sub-1', email: 'ava@example.com', firstName: 'Ava', isAdmin: false, accountType: 'athlete' }),
    );
    expect(signedIn).toEqual({
      tokens,
      session: expect.objectContaining({ sub: 'sub-1', isAdmin: false }),
      user: {
        id: 'sub-1',
        email: 'ava@example.com',
        firstName: 'Ava',
        lastName: 'Lopez',
        isAdmin: false,
        accountType: 'athlete',
        createdAt: expect.any(String),
      },
    });
  });

  it('creates a parent or guardian in the guardian group with a guardian’s profile', async () => {
    identity.createUser.mockResolvedValue({ sub: 'sub-2', username: 'sub-2', email: 'dana@example.com' });
    verifier.verifyAccessToken.mockResolvedValue(guardianSession);
    const signedIn = await registerAccount({ ...registration, accountType: 'guardian', email: 'dana@example.com', firstName: 'Dana' });
    expect(identity.createUser).toHaveBeenCalledWith(expect.objectContaining({ email: 'dana@example.com', group: 'guardian' }));
    expect(repo.createProfile).toHaveBeenCalledWith(expect.objectContaining({ id: 'sub-2', accountType: 'guardian', isAdmin: false }));
    expect(signedIn.user).toMatchObject({ id: 'sub-2', accountType: 'guardian', isAdmin: false });
  });

  it('removes the Cognito user again when the profile cannot be stored', async () => {
    repo.createProfile.mockRejectedValue(new Error('table unavailable'));
    await expect(registerAccount(registration)).rejects.toThrow('table unavailable');
    expect(identity.deleteUser).toHaveBeenCalledWith('sub-1');
    expect(identity.signIn).not.toHaveBeenCalled();
  });

  it('removes the Cognito user when a stale e-mail look-up blocks the profile', async () => {
    repo.createProfile.mockResolvedValue(false);
    await expect(registerAccount(registration)).rejects.toThrow(/look-up/);
    expect(identity.deleteUser).toHaveBeenCalledWith('sub-1');
  });

  it('creates nothing more when Cognito refuses the e-mail', async () => {
    identity.createUser.mockRejectedValue(new Conflict('An account with this email already exists. Sign in instead.'));
    await expect(answered(registerAccount(registration))).rejects.toMatchObject({ statusCode: 409 });
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

  it('rebuilds a missing profile of the kind her token’s groups say', async () => {
    verifier.verifyAccessToken.mockResolvedValue(guardianSession);
    repo.getProfile
      .mockResolvedValueOnce(undefined)
      .mockResolvedValueOnce({ id: 'sub-2', email: 'dana@example.com', isAdmin: false, accountType: 'guardian', createdAt: '2026-01-01T00:00:00.000Z' });
    identity.findUser.mockResolvedValue({ sub: 'sub-2', username: 'sub-2', email: 'dana@example.com', createdAt: '2026-01-01T00:00:00.000Z' });

    const { user } = await signInUser('dana@example.com', 'pw');

    expect(repo.createProfile).toHaveBeenCalledWith(expect.objectContaining({ id: 'sub-2', accountType: 'guardian' }));
    expect(user).toMatchObject({ id: 'sub-2', accountType: 'guardian' });
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
    expect(user).not.toHaveProperty('accountType');
  });
});

describe('toCurrentUser', () => {
  const profile = { id: 'sub-1', email: 'ava@example.com', isAdmin: false, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };

  it('takes the kind of account from the verified token’s groups, not from the stored profile', () => {
    const session = { sub: 'sub-1', username: 'sub-1', authTime: AUTH_TIME, tokenId: 'jti-1', expiresAt: AUTH_TIME + 900 };
    expect(toCurrentUser({ ...session, groups: ['guardian'], isAdmin: false }, { ...profile, accountType: 'athlete' }).accountType).toBe('guardian');
    // An account from before there were two kinds: an athlete.
    expect(toCurrentUser({ ...session, groups: ['athlete'], isAdmin: false }, profile).accountType).toBe('athlete');
    expect(toCurrentUser({ ...session, groups: ['admin'], isAdmin: true }, { ...profile, isAdmin: true })).not.toHaveProperty('accountType');
  });
});
