import type { AccountExport } from '@herway/shared/contracts/account';
import type { SessionUser } from '../kernel/auth/token-verifier';
import { anonymiseAccessLog, listAccessLogsOf } from '../course/store/access-log-repo';
import { anonymisePayment, listUserPaymentIntentIds } from '../payments/store/payment-repo';
import { revokeRecruitingShare } from '../recruiting/store/recruiting-repo';
import { revokeAllCoachLinks } from '../recruiting/store/coach-link-repo';
import { deleteCertificateOf } from '../course/store/certificate-repo';
import { deleteProfile, deleteUserRecords, listUserCollection, markDeletionBegun } from '../accounts/store/user-repo';
import { PERSONAL_METADATA, clearIntentMetadata, deleteCustomer } from '../payments/stripe/stripe';
import type { CollectionItemKind } from '../accounts/store/user-repo';
import { deleteUser, findUser, signIn } from '../accounts/identity';
import { logger } from '../kernel/logger';
import { endAllFamilyLinks } from '../family/family-links';
import { forgetSessionChecks } from '../kernel/auth/session-validity';
import { forgetPayerOfReceipts } from '../payments/store/receipt-repo';

/** The export's name for each kind of record in the athlete's collection (the names the product gives its records). */
const EXPORT_GROUPS: Record<string, string> = {
  purchase: 'coursePurchases',
  package: 'mentorshipPackages',
  booking: 'sessionBookings',
  entitlement: 'contentEntitlements',
  recruiting: 'recruitingProfile',
  school: 'targetSchools',
  coachLink: 'coachLinks',
  sessionNotes: 'mentorNotes',
  actionItem: 'actionItems',
  progress: 'courseProgress',
  certificate: 'courseCertificate',
  familyLink: 'familyLinks',
  sentFamilyInvite: 'familyInvitations',
  notesShare: 'notesSharedWithFamily',
  receipt: 'receipts',
};

const exportGroup = (kind: CollectionItemKind) => EXPORT_GROUPS[kind] ?? kind;

/**
 * Everything stored about her (an athlete, or a parent or guardian: docs/family.md): her
 * profile, every record of her collection grouped by kind (a guardian's: her family links and invitations; the receipts of
 * the payments she made), and her downloads of course content
 * (`contentAccess`: when, which asset, from which address and browser). Contact-form messages are not
 * included: they are matched to nobody's account, and registration does not prove that an
 * address is hers, so matching them by e-mail could hand one family's messages to another.
 */
export async function exportAccount(session: SessionUser): Promise<AccountExport> {
  const { profile = {}, records } = await listUserCollection(session.sub);
  const grouped: Record<string, Record<string, unknown>[]> = {};
  for (const record of records) (grouped[exportGroup(record.kind)] ??= []).push(record.data);
  const contentAccess = await listAccessLogsOf(session.sub);
  if (contentAccess.length > 0) grouped.contentAccess = contentAccess.map((log) => ({ ...log }));
  return { exportedAt: new Date().toISOString(), profile, records: grouped };
}

const WRONG_PASSWORD = 'Password is incorrect';

/**
 * Deletes the athlete's account once her password is confirmed. Her profile is marked first: from
 * then on nothing more is written for her (kernel/store/account-guard.ts), so a write racing the
 * deletion either landed before the mark and is swept with the rest, or is refused. Then every
 * record of her collection, her profile and e-mail look-up, and last her Cognito user. The order
 * lets a failed attempt be retried: she can still sign in until the last step. Payment records
 * live outside her collection and are kept for the books, anonymised first (see
 * {@link anonymisePayments}); so are her content access logs, which lose her id, IP address and user agent.
 */
export async function deleteAccount(session: SessionUser, password: string): Promise<void> {
  await signIn(session.username, password, WRONG_PASSWORD);
  const profile = await markDeletionBegun(session.sub, new Date().toISOString());
  const email = profile?.email ?? (await findUser(session.username))?.email;
  const anonymisedPayments = await anonymisePayments(session.sub);
  // Her Stripe customer holds her e-mail, name and id: deleted (best effort, logged), before her profile, which names it.
  if (profile?.stripeCustomerId) {
    await deleteCustomer(profile.stripeCustomerId).catch((error: unknown) =>
      logger.error('Her Stripe customer could not be deleted; delete it in Stripe', {
        customerId: profile.stripeCustomerId,
        error: String((error as Error).message),
      }),
    );
  }
  // Her downloads stay counted, but no longer say who she was or where she was.
  for (const log of await listAccessLogsOf(session.sub)) await anonymiseAccessLog(log);
  // Her shared page's, coach links' and certificate's look-ups live outside her collection: they go first, while her items name them.
  await revokeRecruitingShare(session.sub);
  await revokeAllCoachLinks(session.sub);
  await deleteCertificateOf(session.sub);
  // Her family links have a side in each other account's collection, her invitations their own items: all end now.
  const endedLinks = await endAllFamilyLinks(session.sub, email ?? session.sub);
  // Her receipts go with her collection; their numbers' guards, kept, stop naming her (docs/receipts.md).
  await forgetPayerOfReceipts(session.sub);
  const deletedRecords = await deleteUserRecords(session.sub);
  if (email) await deleteProfile(session.sub, email);
  await deleteUser(session.username);
  // Her profile is gone, so her tokens no longer pass the session check; forget what was cached.
  forgetSessionChecks(session.sub);
  logger.info('Account deleted', { sub: session.sub, deletedRecords, anonymisedPayments, endedLinks });
}

/**
 * Her payments stay for the books (amount, product, status, dates) but stop saying who she was:
 * her e-mail, names, user and Stripe customer ids are removed from each payment record (found
 * through the references in her collection, so this runs before those are deleted), the
 * browser's report is deleted, and her name is blanked in the PaymentIntent's metadata at Stripe
 * (best effort: Stripe being unreachable is logged and does not stop the deletion).
 */
export async function anonymisePayments(sub: string): Promise<number> {
  const paymentIntentIds = await listUserPaymentIntentIds(sub);
  for (const paymentIntentId of paymentIntentIds) {
    await anonymisePayment(paymentIntentId);
    await clearIntentMetadata(paymentIntentId, PERSONAL_METADATA).catch((error: unknown) =>
      logger.warn('Could not blank her name at Stripe', { paymentIntentId, error: String((error as Error).message) }),
    );
  }
  return paymentIntentIds.length;
}
