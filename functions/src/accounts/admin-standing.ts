import type { SessionUser } from '../kernel/auth/token-verifier';
import { readAdminStanding } from './admin-accounts';
import type { AdminStanding } from './admin-accounts';

/**
 * Whether an admin's token still speaks for an admin. A token keeps the `admin` group it was
 * issued with for up to 15 minutes, so an admin removed from the group or disabled in Cognito
 * (by the founders in /admin, or by an operator in the console) would keep reading minors' data
 * until then. Admin routes ask Cognito instead, and keep its answer this long per admin and
 * container: she loses access everywhere within it. Admins are few; athletes' requests never ask.
 */
export const ADMIN_STANDING_CACHE_MS = 30_000;

const known = new Map<string, { standing: AdminStanding; until: number }>();
const MAX_KNOWN = 500;

export async function adminStandingOf(
  user: Pick<SessionUser, 'sub' | 'username'>,
  now = Date.now(),
  read: (username: string) => Promise<AdminStanding> = readAdminStanding,
): Promise<AdminStanding> {
  const cached = known.get(user.sub);
  if (cached && cached.until > now) return cached.standing;
  const standing = await read(user.username);
  if (known.size >= MAX_KNOWN) known.clear();
  known.set(user.sub, { standing, until: now + ADMIN_STANDING_CACHE_MS });
  return standing;
}

/** Forgets what this container knows of her standing, after changing it. */
export function forgetAdminStanding(sub: string): void {
  known.delete(sub);
}
