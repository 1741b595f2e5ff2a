import type { FamilyAthleteReply } from '@herway/shared/contracts/family-athlete';
import { packageLedgerLine } from '@herway/shared/package-ledger';

type FamilyPackage = FamilyAthleteReply['packages'][number];

const dueFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });

/** '3 of 5 sessions left · expires Mar 1, 2026', or what became of it past its expiry: the dashboard's line (package-ledger.ts). */
export function packageLine(pkg: Pick<FamilyPackage, 'sessionsRemaining' | 'totalSessions' | 'expiresAt'>, now = new Date()): string {
  return packageLedgerLine(pkg, now);
}

/** 'growth' → 'Growth package'. */
export function packageName(packageType: string): string {
  return `${packageType.charAt(0).toUpperCase()}${packageType.slice(1)} package`;
}

/** An action item's day ('YYYY-MM-DD', a calendar day): 'Due Dec 1, 2026'. */
export function dueLine(dueDate: string | null): string {
  return dueDate ? `Due ${dueFormat.format(new Date(`${dueDate}T00:00:00.000Z`))}` : 'No due date';
}

/** 'scheduled' → 'Scheduled'. */
export const statusWord = (status: string): string => `${status.charAt(0).toUpperCase()}${status.slice(1)}`;
