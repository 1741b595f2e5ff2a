import { findProduct } from '@herway/shared/catalog/products';
import type { FamilyAthleteReply, FamilyPayment, FamilySession } from '@herway/shared/contracts/family-athlete';
import type { CourseProgressSummary } from '@herway/shared/contracts/course';
import { notesByBooking, openActionItems } from '../bookings/mentor-notes';
import { sessionsNewestFirst, toPackageSummary } from '../bookings/sessions';
import type { StoredPayment } from '../payments/store/payment-repo';
import { contactConsentOf, schoolsWithContactRules } from '../recruiting/recruiting';
import { parseRecruitingItem } from '../recruiting/store/recruiting-repo';
import type { AthleteCollection } from './store/dashboard-repo';

// What a linked guardian sees of her athlete (docs/family.md), shaped from the athlete's collection.
// Pure. Her packages, sessions, course progress, open action items and the payments for her; her
// mentor's notes only of the sessions she shares; her workspace only while she shares it.

const dollars = (cents: number) => Math.round(cents) / 100;

function familySessions(collection: AthleteCollection, now: Date): { upcoming: FamilySession[]; past: FamilySession[] } {
  const notesOf = notesByBooking(collection.notes ?? [], collection.actionItems ?? []);
  const shared = collection.sharedNotes ?? new Set<string>();
  const sessions = sessionsNewestFirst(collection.bookings).map((session): FamilySession => {
    const notes = shared.has(session.id) ? notesOf.get(session.id) : undefined;
    return {
      id: session.id,
      status: session.status,
      sessionDate: session.sessionDate,
      mentorName: session.mentorName,
      ...(notes ? { sharedNotes: notes } : {}),
    };
  });
  const isUpcoming = (session: FamilySession) => session.status === 'scheduled' && (!session.sessionDate || new Date(session.sessionDate) >= now);
  return { upcoming: sessions.filter(isUpcoming).reverse(), past: sessions.filter((session) => !isUpcoming(session)) };
}

/** A payment for her as her family reads it: the item's name, never card details or who else paid. */
export function familyPayment(payment: StoredPayment): FamilyPayment {
  return {
    id: payment.stripePaymentIntentId,
    item: findProduct(payment.productType ?? '')?.name ?? payment.description ?? 'Payment',
    amount: dollars(payment.amount),
    refundedAmount: dollars(payment.amountRefunded),
    status: payment.status,
    paidAt: payment.paidAt ?? payment.createdAt,
  };
}

function familyWorkspace(collection: AthleteCollection, now: Date): FamilyAthleteReply['workspace'] {
  const record = collection.recruitingRecord;
  if (!record?.familyShared) return null;
  return {
    graduationYear: record.profile.graduationYear,
    sports: record.profile.sports,
    position: record.profile.position,
    schools: schoolsWithContactRules(collection.schools ?? [], record.profile, now).map((school) => {
      const link = collection.coachLinks?.find((candidate) => candidate.schoolId === school.id);
      return {
        name: school.name,
        division: school.division,
        status: school.status,
        contactRule: school.contactRule,
        coachLink: link ? { opens: link.opens, lastOpenedAt: link.lastOpenedAt } : null,
      };
    }),
  };
}

export interface FamilyAthleteInputs {
  athleteId: string;
  collection: AthleteCollection;
  payments: readonly StoredPayment[];
  course?: CourseProgressSummary;
  now: Date;
}

/** GET /api/family/athletes/{athleteId}'s answer. */
export function buildFamilyAthleteView({ athleteId, collection, payments, course, now }: FamilyAthleteInputs): FamilyAthleteReply {
  const { upcoming, past } = familySessions(collection, now);
  return {
    athlete: { id: athleteId, firstName: collection.profile?.firstName ?? '', lastName: collection.profile?.lastName ?? '' },
    packages: [...collection.packages]
      .sort((a, b) => b.purchaseDate.localeCompare(a.purchaseDate))
      .map((record) => ({ ...toPackageSummary(record), expiresAt: record.accessExpiresAt ?? null })),
    upcomingSessions: upcoming,
    pastSessions: past,
    ...(course ? { course } : {}),
    openActionItems: openActionItems(collection.actionItems ?? [], collection.bookings),
    payments: payments
      .filter((payment) => payment.status !== 'failed' && !payment.isTest)
      .map(familyPayment)
      .sort((a, b) => b.paidAt.localeCompare(a.paidAt)),
    workspace: familyWorkspace(collection, now),
    contactConsent: contactConsentOf(collection.recruitingRecord ?? parseRecruitingItem(undefined)),
  };
}
