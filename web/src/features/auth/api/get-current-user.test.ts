import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import { getCurrentUser, getCurrentUserQueryOptions, hasSignedInHint, setSignedInHint } from './get-current-user';

const ava = {
  id: 'u1',
  email: 'ava@example.com',
  firstName: 'Ava',
  isAdmin: false,
  createdAt: '2025-08-22T10:00:00.000Z',
};

describe('getCurrentUser', () => {
  it('returns the user', async () => {
    mockFetch(() => jsonResponse(ava));
    await expect(getCurrentUser()).resolves.toEqual(ava);
    expect(hasSignedInHint()).toBe(true);
  });

  it('remembers an athlete’s and an admin’s role for the next page’s early answers, and none for a parent or guardian', async () => {
    for (const [user, role] of [
      [{ ...ava, accountType: 'athlete' }, 'athlete'],
      [{ ...ava, isAdmin: true }, 'admin'],
      [{ ...ava, accountType: 'guardian' }, null],
    ] as const) {
      window.localStorage.setItem('herway:page-role', 'athlete');
      mockFetch(() => jsonResponse(user));
      await expect(getCurrentUser()).resolves.toEqual(user);
      expect(window.localStorage.getItem('herway:page-role')).toBe(role);
    }
  });

  it('returns null on a null reply', async () => {
    setSignedInHint(true);
    mockFetch(() => jsonResponse(null));
    await expect(getCurrentUser()).resolves.toBeNull();
    expect(hasSignedInHint()).toBe(false);
  });

  it('rejects a reply that is not a user', async () => {
    mockFetch(() => jsonResponse({ ...ava, isAdmin: 'yes' }));
    await expect(getCurrentUser()).rejects.toThrow(/Unexpected response from GET \/api\/auth\/user/);
  });

  it('returns null on 401', async () => {
    setSignedInHint(true);
    mockFetch(() => jsonResponse({ message: 'Unauthorized' }, 401));
    await expect(getCurrentUser()).resolves.toBeNull();
    expect(hasSignedInHint()).toBe(false);
  });

  it('throws on other failures', async () => {
    mockFetch(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(getCurrentUser()).rejects.toThrow('500: Internal Server Error');
  });

  it('is cached for 5 minutes without retries', () => {
    expect(getCurrentUserQueryOptions()).toMatchObject({
      queryKey: ['/api/auth/user'],
      staleTime: 300_000,
      retry: false,
    });
  });
});
