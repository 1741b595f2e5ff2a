import { athleteEntitlementSchema, athletePaymentSchema } from '@herway/shared/contracts/admin-athletes';
import type { AthleteEntitlement, AthletePayment, AthleteReply } from '@herway/shared/contracts/admin-athletes';
import { contactRecordSchema } from '@herway/shared/contracts/admin';
import type { ContactRecord } from '@herway/shared/contracts/admin';
import { toContactRecord } from '../../contact/store/lead-repo';
import { parseBookingItem } from '../../bookings/store/booking-repo';
import type { BookingRecord } from '../../bookings/store/booking-repo';
import { keys, userItemPrefix } from '../../kernel/store/keys';
import { contactsFrom } from '../../contact/store/lead-repo';
import { notesOfCollection } from '../../bookings/store/mentor-notes-repo';
import type { StoredActionItem, StoredNotes } from '../../bookings/store/mentor-notes-repo';
import { parsePackageItem } from '../../bookings/store/package-repo';
import type { MentorshipPackageRecord } from '../../bookings/store/package-repo';
import { parseRecruitingItem } from '../../recruiting/store/recruiting-repo';
import { parseSchoolItem } from '../../recruiting/store/school-repo';
import type { Item } from '../../kernel/store/table';
import { batchGetAll } from '../../kernel/store/batch-get';
import { queryPartition, withoutKeys } from '../../kernel/store/table';
import { accountTypeOfProfile } from './admin-lists';

// One athlete's page for the admins (docs/admin-athletes-leads-attention.md): ONE Query of her item collection
// (USER#<sub>: profile, packages, bookings, entitlements, her payment references), one BatchGet of
// those payments' records (their status and refunds live there), and one Query of the messages
// sent from her address (LEAD#<email>, lead-repo.ts).

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

async function paymentRecords(references: Item[]): Promise<Map<string, Item>> {
  const found = new Map<string, Item>();
  const ids = references.map((reference) => String(reference.stripePaymentIntentId));
  for (const item of await batchGetAll(ids.map((id) => keys.payment(id)))) found.set(String(item.stripePaymentIntentId), withoutKeys(item));
  return found;
}

function athletePayment(reference: Item, record: Item | undefined): AthletePayment | undefined {
  const source = { ...reference, ...(record ?? {}) };
  const parsed = athletePaymentSchema.safeParse({
    id: source.stripePaymentIntentId,
    amount: source.amount,
    amountRefunded: source.amountRefunded ?? 0,
    currency: typeof source.currency === 'string' ? source.currency : 'usd',
    status: record ? source.status : 'unknown',
    productType: text(source.productType),
    isTest: source.isTest === true,
    needsAttention: text(source.needsAttention),
    createdAt: source.createdAt,
  });
  return parsed.success ? parsed.data : undefined;
}

function athleteEntitlement(item: Item): AthleteEntitlement | undefined {
  const parsed = athleteEntitlementSchema.safeParse({ ...item, isActive: item.isActive !== false, accessExpiresAt: item.accessExpiresAt ?? null });
  return parsed.success ? parsed.data : undefined;
}

function contactRecords(items: Item[]): ContactRecord[] {
  return items.flatMap((item) => {
    const parsed = contactRecordSchema.safeParse(toContactRecord(item));
    return parsed.success ? [parsed.data] : [];
  });
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;

/** Her recruiting profile and school list, from the same Query (docs/recruiting-workspace.md): what her mentor prepares from. */
function recruitingOf(items: Item[]): AthleteReply['recruiting'] {
  const item = items.find((candidate) => candidate.SK === userItemPrefix.recruiting);
  const record = item ? parseRecruitingItem(item) : undefined;
  return {
    profile: record?.profile.updatedAt ? record.profile : null,
    shared: Boolean(record?.shareToken),
    schools: items
      .filter((candidate) => String(candidate.SK).startsWith(userItemPrefix.school))
      .map(parseSchoolItem)
      .filter(defined)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
  };
}

/** Her records for her page: what the admins see as it is stored (admin/athlete-page.ts shapes it and adds her family). */
export interface AthleteRecords extends Omit<AthleteReply, 'packages' | 'bookings' | 'family'> {
  packages: MentorshipPackageRecord[];
  bookings: BookingRecord[];
  notes: StoredNotes[];
  actionItems: StoredActionItem[];
}

/** Her records, or undefined when she has no profile. */
export async function readAthleteRecords(sub: string): Promise<AthleteRecords | undefined> {
  const items = await queryPartition(keys.userCollection(sub).PK);
  const profile = items.find((item) => item.SK === userItemPrefix.profile);
  if (!profile || typeof profile.email !== 'string') return undefined;
  const of = (prefix: string) => items.filter((item) => String(item.SK).startsWith(prefix));
  const references = of(userItemPrefix.payment).map((item) => withoutKeys(item));
  const [records, contacts] = await Promise.all([paymentRecords(references), contactsFrom(profile.email)]);
  return {
    profile: {
      id: sub,
      email: profile.email,
      firstName: text(profile.firstName),
      lastName: text(profile.lastName),
      isAdmin: profile.isAdmin === true,
      accountType: accountTypeOfProfile(profile),
      createdAt: String(profile.createdAt),
    },
    packages: of(userItemPrefix.package).map(parsePackageItem).filter(defined),
    bookings: of(userItemPrefix.booking).map(parseBookingItem).filter(defined),
    ...notesOfCollection(items),
    payments: references.map((reference) => athletePayment(reference, records.get(String(reference.stripePaymentIntentId)))).filter(defined),
    entitlements: of(userItemPrefix.entitlement)
      .map((item) => athleteEntitlement(withoutKeys(item)))
      .filter(defined),
    contacts: contactRecords(contacts),
    recruiting: recruitingOf(items),
  };
}
