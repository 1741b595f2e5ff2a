// A package as a ledger (docs/sessions-and-reminders.md): how many of its sessions are left and
// until when, in one line the athlete's dashboard, /sessions and her family's view all show, and
// the e-mails reuse. A package has an expiry only when the founders set one (docs/product-rules.md).

/** 'May 1, 2027': a business day in UTC, as every page and e-mail writes an expiry. */
export const expiryDayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });

export interface PackageLedger {
  sessionsRemaining: number;
  totalSessions: number;
  /** The access expiry (ISO), or null when the package does not expire. */
  expiresAt?: string | null;
}

/** '1 session' / '3 sessions'. */
export const sessionsCount = (count: number): string => `${count} ${count === 1 ? 'session' : 'sessions'}`;

/** Whether the package's access has ended at `now`. */
export function packageHasExpired(pkg: Pick<PackageLedger, 'expiresAt'>, now: Date): boolean {
  return Boolean(pkg.expiresAt) && Date.parse(pkg.expiresAt ?? '') <= now.getTime();
}

/**
 * '3 of 5 sessions left · expires May 1, 2027' (no expiry: just the sessions). Past its expiry it
 * says what became of the unused sessions: they can no longer be booked, and the founders extend a
 * package on request ('Expired on May 1, 2027 with 2 sessions unused. Write to us if you need more time.').
 */
export function packageLedgerLine(pkg: PackageLedger, now: Date): string {
  const left = `${pkg.sessionsRemaining} of ${sessionsCount(pkg.totalSessions)} left`;
  if (!pkg.expiresAt) return left;
  const day = expiryDayFormat.format(new Date(pkg.expiresAt));
  if (!packageHasExpired(pkg, now)) return `${left} · expires ${day}`;
  if (pkg.sessionsRemaining === 0) return `Expired on ${day}, every session used.`;
  return `Expired on ${day} with ${sessionsCount(pkg.sessionsRemaining)} unused. Write to us if you need more time.`;
}
