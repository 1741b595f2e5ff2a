import { describe, expect, it, vi } from 'vitest';
import type { AdminStanding } from './admin-accounts';
import { ADMIN_STANDING_CACHE_MS, adminStandingOf, forgetAdminStanding } from './admin-standing';

describe("an admin's standing", () => {
  it('asks Cognito once per admin, and again once the answer is older than under a minute', async () => {
    const read = vi.fn<(username: string) => Promise<AdminStanding>>().mockResolvedValue('admin');
    const admin = { sub: 'sub-standing-1', username: 'maya@herway.com' };
    const start = 1_000_000;
    expect(await adminStandingOf(admin, start, read)).toBe('admin');
    expect(await adminStandingOf(admin, start + ADMIN_STANDING_CACHE_MS - 1, read)).toBe('admin');
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith('maya@herway.com');

    // Removed from the group in the console: within the window, then no longer an admin.
    read.mockResolvedValue('not-admin');
    expect(await adminStandingOf(admin, start + ADMIN_STANDING_CACHE_MS, read)).toBe('not-admin');
    expect(ADMIN_STANDING_CACHE_MS).toBeLessThan(60_000);
  });

  it('asks again at once after this container changed her standing', async () => {
    const read = vi.fn<(username: string) => Promise<AdminStanding>>().mockResolvedValueOnce('admin').mockResolvedValueOnce('disabled');
    const admin = { sub: 'sub-standing-2', username: 'zoe@herway.com' };
    expect(await adminStandingOf(admin, 5_000, read)).toBe('admin');
    forgetAdminStanding(admin.sub);
    expect(await adminStandingOf(admin, 5_001, read)).toBe('disabled');
  });

  it('keeps no answer when Cognito could not be asked', async () => {
    const read = vi.fn<(username: string) => Promise<AdminStanding>>().mockRejectedValueOnce(new Error('unreachable')).mockResolvedValueOnce('admin');
    const admin = { sub: 'sub-standing-3', username: 'ana@herway.com' };
    await expect(adminStandingOf(admin, 9_000, read)).rejects.toThrow('unreachable');
    expect(await adminStandingOf(admin, 9_001, read)).toBe('admin');
  });
});
