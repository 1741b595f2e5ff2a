import type { AthleteReply } from '@herway/shared/contracts/admin-athletes';
import { readAthleteRecords } from './store/athlete-repo';
import { athleteBooking, athletePackage } from './athlete-admin';
import { notesByBooking } from '../bookings/mentor-notes';

// One athlete's page for the admins (docs/admin-athletes-leads-attention.md): her records as athlete-repo.ts reads them
// (one Query of her collection, one BatchGet of her payments, one Query of her messages), shaped
// for the page: packages, bookings (with their mentor's notes) and payments newest first.

const byNewest = (field: string) => (a: Record<string, unknown>, b: Record<string, unknown>) => String(b[field] ?? '').localeCompare(String(a[field] ?? ''));

/** Her page, or undefined when she has no profile. */
export async function readAthlete(sub: string): Promise<AthleteReply | undefined> {
  const records = await readAthleteRecords(sub);
  if (!records) return undefined;
  const { profile, packages, bookings, notes, actionItems, payments, entitlements, contacts, recruiting } = records;
  const notesOf = notesByBooking(notes, actionItems);
  return {
    profile,
    packages: packages.map(athletePackage).sort(byNewest('purchaseDate')),
    bookings: bookings
      .map((booking) => ({ ...athleteBooking(booking), ...(notesOf.has(booking.id) ? { mentorNotes: notesOf.get(booking.id) } : {}) }))
      .sort(byNewest('sessionDate')),
    payments: [...payments].sort(byNewest('createdAt')),
    entitlements,
    contacts,
    recruiting,
  };
}
