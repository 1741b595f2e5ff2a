import { courseKeySchema } from '@herway/shared/catalog/course-schema';
import { recordStatusSchema } from '@herway/shared/contracts/record-statuses';
import * as z from '@herway/shared/zod';
import { logger } from '../../kernel/logger';
import { parseEntitlementItem } from '../../course/store/entitlement-repo';
import type { EntitlementRecord } from '../../course/store/entitlement-repo';
import { parseBookingItem } from '../../bookings/store/booking-repo';
import type { BookingRecord } from '../../bookings/store/booking-repo';
import type { ProfileSummary } from '../../accounts/store/profile-summary';
import { keys, userItemPrefix } from '../../kernel/store/keys';
import { parseActionItem, parseNotesItem } from '../../bookings/store/mentor-notes-repo';
import type { StoredNotes } from '../../bookings/store/mentor-notes-repo';
import { parsePackageItem } from '../../bookings/store/package-repo';
import { parseRecruitingItem } from '../../recruiting/store/recruiting-repo';
import type { RecruitingRecord } from '../../recruiting/store/recruiting-repo';
import { parseSchoolItem } from '../../recruiting/store/school-repo';
import { parseCoachLinkItem } from '../../recruiting/store/coach-link-repo';
import type { CoachLink } from '@herway/shared/contracts/coach-links';
import { parseMailDeliveryItem } from '../../mail/store/suppression-repo';
import type { SuppressedAddress } from '@herway/shared/contracts/mail';
import type { RecruitingProfile, School } from '@herway/shared/contracts/recruiting';
import { parseProgressItem } from '../../course/store/progress-repo';
import type { ProgressRecord } from '../../course/store/progress-repo';
import { parseCertificateItem } from '../../course/store/certificate-repo';
import type { CertificateRecord } from '../../course/store/certificate-repo';
import type { MentorshipPackageRecord } from '../../bookings/store/package-repo';
import type { StoredActionItem } from '../../bookings/store/mentor-notes-repo';
import { queryPartition, withoutKeys } from '../../kernel/store/table';
import type { Item } from '../../kernel/store/table';

const isoTime = z.iso.datetime({ offset: true });

/** A course purchase as the dashboard reads it (written by the payments fulfilment). */
const coursePurchaseItemSchema = z.object({
  id: z.string().check(z.minLength(1)),
  courseType: courseKeySchema,
  status: recordStatusSchema,
  purchaseDate: isoTime,
});
export type DashboardCoursePurchase = z.infer<typeof coursePurchaseItemSchema>;

export interface AthleteCollection {
  profile: ProfileSummary | undefined;
  coursePurchases: DashboardCoursePurchase[];
  packages: MentorshipPackageRecord[];
  bookings: BookingRecord[];
  entitlements: EntitlementRecord[];
  /** Her progress on the course's lessons (progress-repo.ts). */
  progress?: ProgressRecord[];
  /** Her certificate of the course, once issued (certificate-repo.ts). */
  certificate?: CertificateRecord;
  /** Her mentor's action items (mentor-notes-repo.ts). */
  actionItems?: StoredActionItem[];
  /** Her recruiting profile, for the completeness meter (recruiting-repo.ts). */
  recruiting?: RecruitingProfile;
  /** Her address is suppressed: HerWay no longer mails it (suppression-repo.ts). */
  mailDelivery?: SuppressedAddress;
  /** Her recruiting item as stored: what she shares with her family, and the contact agreement (docs/family.md). */
  recruitingRecord?: RecruitingRecord;
  /** Her mentor's notes, the sessions whose notes she shares with her family, her school list, her payments' ids. */
  notes?: StoredNotes[];
  sharedNotes?: Set<string>;
  schools?: School[];
  /** Her coach links with their open counts (coach-link-repo.ts). */
  coachLinks?: CoachLink[];
  paymentIds?: string[];
}

function parseWith<T>(schema: z.ZodMiniType<T>, item: Item): T | undefined {
  const parsed = schema.safeParse(withoutKeys(item));
  return parsed.success ? parsed.data : undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Sorts one item of her collection into its kind; false when it does not parse. */
type ItemSorter = (collection: AthleteCollection, item: Item) => boolean;

const into =
  <T>(parse: (item: Item) => T | undefined, add: (collection: AthleteCollection, record: T) => void): ItemSorter =>
  (collection, item) => {
    const record = parse(item);
    if (record === undefined) return false;
    add(collection, record);
    return true;
  };

/** Her collection's kinds by sort-key prefix (an exact key for the single items), in the order they are tried. */
const sorters: readonly (readonly [prefix: string, exact: boolean, sort: ItemSorter])[] = [
  [
    userItemPrefix.profile,
    true,
    into(
      (item) => ({ firstName: text(item.firstName), lastName: text(item.lastName), email: text(item.email) }),
      (c, p) => (c.profile = p),
    ),
  ],
  [
    userItemPrefix.purchase,
    false,
    into(
      (item) => parseWith(coursePurchaseItemSchema, item),
      (c, r) => c.coursePurchases.push(r),
    ),
  ],
  [userItemPrefix.package, false, into(parsePackageItem, (c, r) => c.packages.push(r))],
  [userItemPrefix.booking, false, into(parseBookingItem, (c, r) => c.bookings.push(r))],
  [userItemPrefix.entitlement, false, into(parseEntitlementItem, (c, r) => c.entitlements.push(r))],
  [userItemPrefix.progress, false, into(parseProgressItem, (c, r) => (c.progress ??= []).push(r))],
  [userItemPrefix.certificate, true, into(parseCertificateItem, (c, r) => (c.certificate = r))],
  [userItemPrefix.recruiting, true, into(parseRecruitingItem, (c, r) => ((c.recruiting = r.profile), (c.recruitingRecord = r)))],
  [userItemPrefix.mailDelivery, true, into(parseMailDeliveryItem, (c, r) => (c.mailDelivery = r))],
  [userItemPrefix.actionItem, false, into(parseActionItem, (c, r) => (c.actionItems ??= []).push(r))],
  [userItemPrefix.sessionNotes, false, into(parseNotesItem, (c, r) => (c.notes ??= []).push(r))],
  [
    userItemPrefix.notesShare,
    false,
    into(
      (item) => String(item.SK).slice(userItemPrefix.notesShare.length),
      (c, r) => (c.sharedNotes ??= new Set()).add(r),
    ),
  ],
  [userItemPrefix.school, false, into(parseSchoolItem, (c, r) => (c.schools ??= []).push(r))],
  [userItemPrefix.coachLink, false, into(parseCoachLinkItem, (c, r) => (c.coachLinks ??= []).push(r))],
  [
    userItemPrefix.payment,
    false,
    into(
      (item) => String(item.SK).slice(userItemPrefix.payment.length),
      (c, r) => (c.paymentIds ??= []).push(r),
    ),
  ],
];

/**
 * The athlete's whole item collection in ONE Query of `PK = USER#<sub>` (the dashboard is one request:
 * docs/decisions/performance-budgets.md), sorted
 * into its kinds by sort-key prefix. An item that does not parse is logged and left out rather
 * than failing the page.
 */
export async function readAthleteCollection(sub: string): Promise<AthleteCollection> {
  const items = await queryPartition(keys.userCollection(sub).PK);
  const collection: AthleteCollection = { profile: undefined, coursePurchases: [], packages: [], bookings: [], entitlements: [] };
  for (const item of items) {
    const sk = String(item.SK);
    const sorter = sorters.find(([prefix, exact]) => (exact ? sk === prefix : sk.startsWith(prefix)));
    if (sorter && !sorter[2](collection, item)) logger.warn('Dashboard item skipped: it does not parse', { sk });
  }
  return collection;
}
