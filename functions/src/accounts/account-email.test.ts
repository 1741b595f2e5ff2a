import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Conflict, NotSignedIn } from '../kernel/domain-errors';

const identity = vi.hoisted(() => ({ signIn: vi.fn(), changeUserEmail: vi.fn() }));
const users = vi.hoisted(() => ({ getProfile: vi.fn(), changeProfileEmail: vi.fn() }));
const suppression = vi.hoisted(() => ({ retireSuppression: vi.fn() }));
const clearing = vi.hoisted(() => ({ clearAccountAddress: vi.fn(async () => true) }));
vi.mock('./identity', () => identity);
vi.mock('./store/user-repo', () => users);
vi.mock('../mail/store/suppression-repo', () => suppression);
vi.mock('../mail/mail-suppression', () => clearing);

const { changeAccountEmail, emailChangeMessages } = await import('./account-email');

const session = { sub: 'athlete-1', username: 'athlete-1', groups: ['athlete'], isAdmin: false, authTime: 1, tokenId: 't', expiresAt: 2 };
const now = new Date('2026-11-27T10:00:00.000Z');

describe('changeAccountEmail', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    identity.signIn.mockResolvedValue({});
    identity.changeUserEmail.mockResolvedValue(undefined);
    users.getProfile.mockResolvedValue({ email: 'old@example.com' });
    users.changeProfileEmail.mockResolvedValue('changed');
  });

  it('confirms the address she has: nothing moves, its suppression is lifted', async () => {
    expect(await changeAccountEmail(session, 'old@example.com', 'pw', now)).toEqual({ email: 'old@example.com', changed: false });
    expect(users.changeProfileEmail).not.toHaveBeenCalled();
    expect(identity.changeUserEmail).not.toHaveBeenCalled();
    expect(clearing.clearAccountAddress).toHaveBeenCalledWith('athlete-1', 'old@example.com', now);
    expect(suppression.retireSuppression).not.toHaveBeenCalled();
  });

  it('refuses a wrong password before anything else', async () => {
    identity.signIn.mockRejectedValue(new NotSignedIn(emailChangeMessages.wrongPassword));
    await expect(changeAccountEmail(session, 'new@example.com', 'wrong', now)).rejects.toThrow('Password is incorrect');
    expect(identity.signIn).toHaveBeenCalledWith('athlete-1', 'wrong', 'Password is incorrect');
    expect(users.getProfile).not.toHaveBeenCalled();
  });

  it('moves the profile back when Cognito refuses the new address (another user holds it there)', async () => {
    identity.changeUserEmail.mockRejectedValue(new Conflict(emailChangeMessages.taken));
    await expect(changeAccountEmail(session, 'new@example.com', 'pw', now)).rejects.toThrow(emailChangeMessages.taken);
    expect(users.changeProfileEmail.mock.calls).toEqual([
      ['athlete-1', 'old@example.com', 'new@example.com', now],
      ['athlete-1', 'new@example.com', 'old@example.com', now],
    ]);
    expect(clearing.clearAccountAddress).not.toHaveBeenCalled();
  });

  it('sets Cognito to what her profile holds when another change landed in between', async () => {
    users.getProfile
      .mockResolvedValueOnce({ email: 'old@example.com' })
      .mockResolvedValueOnce({ email: 'later@example.com' })
      .mockResolvedValue({ email: 'later@example.com' });
    await changeAccountEmail(session, 'new@example.com', 'pw', now);
    expect(identity.changeUserEmail.mock.calls.map(([, email]) => email)).toEqual(['new@example.com', 'later@example.com']);
  });

  it('answers a change that lost to another one, or to another account, with a Conflict', async () => {
    users.changeProfileEmail.mockResolvedValue('changed-meanwhile');
    await expect(changeAccountEmail(session, 'new@example.com', 'pw', now)).rejects.toThrow(emailChangeMessages.changedMeanwhile);
    users.changeProfileEmail.mockResolvedValue('taken');
    await expect(changeAccountEmail(session, 'new@example.com', 'pw', now)).rejects.toBeInstanceOf(Conflict);
    expect(identity.changeUserEmail).not.toHaveBeenCalled();
  });

  it('after a move, lifts the new address and takes the old one off the founders’ list', async () => {
    expect(await changeAccountEmail(session, 'new@example.com', 'pw', now)).toEqual({ email: 'new@example.com', changed: true });
    expect(clearing.clearAccountAddress).toHaveBeenCalledWith('athlete-1', 'new@example.com', now);
    expect(suppression.retireSuppression).toHaveBeenCalledWith('old@example.com', now);
  });
});
