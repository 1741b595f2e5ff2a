import type { MentorshipPackageSummary } from '@herway/shared/contracts/dashboard';
import { packageHasExpired, packageLedgerLine } from '@herway/shared/package-ledger';

/** What a package card needs; the label and total may be missing on old records. */
export type PackageLike = Pick<MentorshipPackageSummary, 'id' | 'status' | 'sessionsUsed' | 'sessionsRemaining' | 'sessionsBooked' | 'sessionsToBook'> & {
  packageType?: string | null;
  totalSessions?: number | null;
  purchaseDate?: string | null;
  expiresAt?: string | null;
};

/** '3 of 5 sessions left · expires May 1, 2027', or what became of its unused sessions once expired (package-ledger.ts). */
export function packageLedger(pkg: Pick<PackageLike, 'sessionsRemaining' | 'totalSessions' | 'expiresAt'>, now: Date): string {
  return packageLedgerLine({ sessionsRemaining: pkg.sessionsRemaining, totalSessions: packageTotal(pkg), expiresAt: pkg.expiresAt ?? null }, now);
}

/** The package type capitalised ('growth' → 'Growth'), 'Standard' when missing. */
export function packageLabel(packageType: string | null | undefined): string {
  const type = packageType?.trim();
  if (!type) return 'Standard';
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/** The total, defaulting to 1 when missing or not positive. */
export function packageTotal(pkg: Pick<PackageLike, 'totalSessions'>): number {
  return pkg.totalSessions && pkg.totalSessions > 0 ? pkg.totalSessions : 1;
}

/** Used / total as a whole percent (1 of 8 → 13), at most 100. */
export function packageProgressPercent(pkg: Pick<PackageLike, 'sessionsUsed' | 'totalSessions'>): number {
  return Math.min(100, Math.round((pkg.sessionsUsed / packageTotal(pkg)) * 100));
}

export const isActivePackage = (pkg: Pick<PackageLike, 'status'>): boolean => pkg.status === 'active';

/**
 * What the card offers: an inactive package shows 'Package Inactive', an active one with none
 * left 'No Sessions Remaining' (it stays active), one whose remaining sessions are all booked 'All
 * Sessions Booked' (no booking beyond them: docs/product-rules.md#left-to-book), else booking.
 */
export function packageAvailability(
  pkg: Pick<PackageLike, 'status' | 'sessionsRemaining' | 'sessionsToBook' | 'expiresAt'>,
  now: Date = new Date(),
): 'inactive' | 'expired' | 'no-sessions' | 'all-booked' | 'bookable' {
  if (!isActivePackage(pkg)) return 'inactive';
  // Past its expiry no booking takes its sessions (choosePackageForBooking on the server).
  if (packageHasExpired(pkg, now)) return 'expired';
  if (pkg.sessionsToBook > 0) return 'bookable';
  return pkg.sessionsRemaining > 0 ? 'all-booked' : 'no-sessions';
}

/** Whether any active package still has a session to book (the sessions page's booking card). */
export function hasBookableSessions(
  packages: readonly Pick<PackageLike, 'status' | 'sessionsRemaining' | 'sessionsToBook' | 'expiresAt'>[],
  now: Date = new Date(),
): boolean {
  return packages.some((pkg) => packageAvailability(pkg, now) === 'bookable');
}

/** 'active' → 'Active', 'refunded' → 'Refunded'. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
