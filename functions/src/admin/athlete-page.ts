import type { AthleteReply, LinkedFamilyMember } from '@herway/shared/contracts/admin-athletes';
import { readAthleteRecords } from './store/athlete-repo';
import { athleteBooking, athletePackage } from './athlete-admin';
import { notesByBooking } from '../bookings/mentor-notes';
import { profilesOf, readFamilyItems } from '../family/store/family-repo';

// One athlete's page for the admins (docs/admin-athletes-leads-attention.md): her records as athlete-repo.ts reads them
// (one Query of her collection, one BatchGet of her payments, one Query of her messages), shaped
// for the page: packages, bookings (with their mentor's notes) and payments newest first, and the
// people her account is linked to (docs/family.md: her parents or guardians, or a guardian's athletes).

const byNewest = (field: string) => (a: Record<string, unknown>, b: Record<string, unknown>) => String(b[field] ?? '').localeCompare(String(a[field] ?? ''));

/** Her live family links with each person's name and address, oldest first; a deleted account's half-swept link is left out. */
async function linkedFamily(sub: string): Promise<LinkedFamilyMember[]> {
  const { links } = await readFamilyItems(sub);
  const people = await profilesOf(links.map((link) => link.otherId));
  return links
    .flatMap((link) => {
      const person = people.get(link.otherId);
      if (!person) return [];
      const name = (text: string) => (text.trim() === '' ? null : text);
      return [
        {
          id: link.otherId,
          accountType: link.otherRole,
          firstName: name(person.firstName),
          lastName: name(person.lastName),
          email: person.email,
          since: link.since,
        },
      ];
    })
    .sort((a, b) => a.since.localeCompare(b.since));
}

/** Her page, or undefined when she has no profile. */
export async function readAthlete(sub: string): Promise<AthleteReply | undefined> {
  const [records, family] = await Promise.all([readAthleteRecords(sub), linkedFamily(sub)]);
  if (!records) return undefined;
  const { profile, packages, bookings, notes, actionItems, payments, entitlements, contacts, recruiting } = records;
  const notesOf = notesByBooking(notes, actionItems);
  return {
    profile,
    family,
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
