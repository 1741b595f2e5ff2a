import { courseKeySchema } from '@herway/shared/catalog/course';
import { recordStatusSchema } from '@herway/shared/contracts/record-statuses';
import * as z from '@herway/shared/zod';
import { logger } from '../../kernel/logger';
import { parseEntitlementItem } from '../../course/store/entitlement-repo';
import type { EntitlementRecord } from '../../course/store/entitlement-repo';
import { parseBookingItem } from '../../bookings/store/booking-repo';
import type { BookingRecord } from '../../bookings/store/booking-repo';
import type { ProfileSummary } from '../../accounts/store/profile-summary';
import { keys, userItemPrefix } from '../../kernel/store/keys';
import { parseActionItem } from '../../bookings/store/mentor-notes-repo';
import { parsePackageItem } from '../../bookings/store/package-repo';
import { parseRecruitingItem } from '../../recruiting/store/recruiting-repo';
import { parseMailDeliveryItem } from '../../mail/store/suppression-repo';
import type { SuppressedAddress } from '@herway/shared/contracts/mail';
import type { RecruitingProfile } from '@herway/shared/contracts/recruiting';
import { parseProgressItem } from '../../course/store/progress-repo';
import type { ProgressRecord } from '../../course/store/progress-repo';
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
  /** Her mentor's action items (mentor-notes-repo.ts). */
  actionItems?: StoredActionItem[];
  /** Her recruiting profile, for the completeness meter (recruiting-repo.ts). */
  recruiting?: RecruitingProfile;
  /** Her address is suppressed: HerWay no longer mails it (suppression-repo.ts). */
  mailDelivery?: SuppressedAddress;
}

function parseWith<T>(schema: z.ZodMiniType<T>, item: Item): T | undefined {
  const parsed = schema.safeParse(withoutKeys(item));
  return parsed.success ? parsed.data : undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * The athlete's whole item collection in ONE Query of `PK = USER#<sub>` (the dashboard is one request:
 * docs/decisions/performance-budgets.md), sorted
 * into its kinds by sort-key prefix. An item that does not parse is logged and left out rather
 * than failing the page.
 */
export async function readAthleteCollection(sub: string): Promise<AthleteCollection> {
  const items = await queryPartition(keys.userCollection(sub).PK);
  const collection: AthleteCollection = { profile: undefined, coursePurchases: [], packages: [], bookings: [], entitlements: [] };
  const skip = (item: Item) => logger.warn('Dashboard item skipped: it does not parse', { sk: String(item.SK) });
  for (const item of items) {
    const sk = String(item.SK);
    if (sk === userItemPrefix.profile) {
      collection.profile = { firstName: text(item.firstName), lastName: text(item.lastName), email: text(item.email) };
    } else if (sk.startsWith(userItemPrefix.purchase)) {
      const purchase = parseWith(coursePurchaseItemSchema, item);
      if (purchase) collection.coursePurchases.push(purchase);
      else skip(item);
    } else if (sk.startsWith(userItemPrefix.package)) {
      const record = parsePackageItem(item);
      if (record) collection.packages.push(record);
      else skip(item);
    } else if (sk.startsWith(userItemPrefix.booking)) {
      const record = parseBookingItem(item);
      if (record) collection.bookings.push(record);
      else skip(item);
    } else if (sk.startsWith(userItemPrefix.entitlement)) {
      const entitlement = parseEntitlementItem(item);
      if (entitlement) collection.entitlements.push(entitlement);
      else skip(item);
    } else if (sk.startsWith(userItemPrefix.progress)) {
      const progress = parseProgressItem(item);
      if (progress) (collection.progress ??= []).push(progress);
      else skip(item);
    } else if (sk === userItemPrefix.recruiting) {
      collection.recruiting = parseRecruitingItem(item).profile;
    } else if (sk === userItemPrefix.mailDelivery) {
      collection.mailDelivery = parseMailDeliveryItem(item);
    } else if (sk.startsWith(userItemPrefix.actionItem)) {
      const actionItem = parseActionItem(item);
      if (actionItem) (collection.actionItems ??= []).push(actionItem);
      else skip(item);
    }
  }
  return collection;
}
