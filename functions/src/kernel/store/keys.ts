/**
 * Every single-table key, built in one place (docs/architecture.md#the-single-table).
 *
 * Item collections:
 *   USER#<sub>           PROFILE, PURCHASE#<id>, PACKAGE#<id>, BOOKING#<id>, ENTITLEMENT#<courseId>,
 *                        NOTES#<bookingId> and ACTION#<itemId> (her mentor's notes and action items),
 *                        NOTESHARE#<bookingId> (she shares that session's notes with her family),
 *                        RECEIPT#<number> (a receipt of a payment she made or of its refund),
 *                        PAYMENT#<paymentIntentId> (a reference to each of her payments, so her
 *                        export lists them and account deletion finds them to anonymise),
 *                        PROGRESS#<assetId> (where she stopped in a lesson of the course)
 *                        CERTIFICATE (her certificate of the course; its public look-up is CERT#<code>)
 *                        RECRUITING and SCHOOL#<id> (her recruiting profile and target schools),
 *                        COACHLINK#<schoolId> (her coach link for one school, found through SHARE#),
 *                        MAILDELIVERY (her address is suppressed: suppression-repo.ts),
 *                        FAMILY#<ATHLETE|GUARDIAN>#<sub> (a live family link, one item on each side),
 *                        FAMILY (an athlete's count of linked guardians), FAMILYINVITE#<email>
 *                        (an invitation she sent and nobody accepted yet: family-repo.ts)
 *                        — the athlete's dashboard is one Query of this partition.
 *   CONTACT#<id>, PAYMENT#<paymentIntentId> (PAYMENT: the record; BROWSER: what the browser
 *   reported at /api/payment-success), FULFILMENT#<paymentIntentId> (the marker that makes
 *   fulfilment happen once, naming what it created), ASSET#<id> (with ACCESS#<time>#<id> logs),
 *   DISCOUNT#<CODE>, STATS (counters), RATE#<scope>#<subject> (TTL'd windows),
 *   COURSE_MATERIALS (one item per ACTIVE asset, SK <courseId>#<createdAt>#<assetId>: what the
 *   dashboard offers an entitled athlete, read with one Query; kept in step with the asset items),
 *   EMAIL#<email> and CALENDLY#<invitee> look-up items, RELEASE#<courseId> (one
 *   NOTICE#MODULE#<n>#<sub> per athlete e-mailed a module's release; items RELEASE and NOTICE#<sub>
 *   of the first release, before modules, are no longer read), COURSE#<courseId> (MODULE#<n> and LESSON#<assetId>:
 *   the course's modules and their lessons, one Query), SUPPRESSED#<email> (an address SES reported
 *   as bounced or complained about, which HerWay no longer mails: suppression-repo.ts),
 *   FAMILYINVITE#<sha256(token)> (a family invitation, by the hash of the token its link carries).
 * GSI1 lists each kind newest first for the admin: GSI1PK = the kind, GSI1SK = <ISO time>#<id>.
 *
 * `expiresAt` is the table's TTL attribute: only items meant to vanish carry it, as epoch seconds
 * (rate-limit windows; an ASSET item while its upload is pending, so an abandoned upload vanishes
 * after a day). Business dates such as a package's or a code's expiry are ISO strings
 * stored under other names (`accessExpiresAt` on packages, purchases and entitlements), so
 * DynamoDB can never delete a purchase.
 *
 * GSI1 also holds sparse listings: RESERVATION, the open reservations of limited discount codes
 * by the time they lapse (the sweeper's work list); ATTENTION, the bookings recorded without a package
 * (no session left, or none bought) that the founders must sort out; AUDIT, the admin audit log;
 * LEAD#<status>, the contacts of one lead status (their LEAD#<email> copies); UPLOAD, upload URLs
 * handed out and not confirmed yet; RECONCILED, paid orders the reconciliation fulfilled;
 * REFUNDED, payments refunded by themselves because their account was deleted before they settled;
 * PROCESSING, payments her bank keeps processing (by when they began; removed once they settle);
 * PKGEXPIRY, the packages with an access expiry whose reminder has not gone yet (on the package item
 * itself, by the expiry: the expiry-reminder job's work list; package-expiry-repo.ts);
 * DISCOUNT, the discount codes, PAYLINK, the payment links made in /admin, and SUPPRESSED, the
 * addresses suppressed and not yet fixed.
 */
export type Key = { PK: string; SK: string };
export type ListKind =
  | 'CONTACT'
  | 'USER'
  | 'PAYMENT'
  | 'ASSET'
  | 'ACCESS'
  | 'ATTENTION'
  | 'RESERVATION'
  | 'AUDIT'
  | 'DISCOUNT'
  | 'PAYLINK'
  | 'UPLOAD'
  | 'RECONCILED'
  | 'REFUNDED'
  | 'PROCESSING'
  | 'SUPPRESSED'
  | `LEAD#${string}`;

const userPartition = (sub: string) => `USER#${sub}`;

export const keys = {
  userProfile: (sub: string): Key => ({ PK: userPartition(sub), SK: 'PROFILE' }),
  userCollection: (sub: string) => ({ PK: userPartition(sub) }),
  coursePurchase: (sub: string, purchaseId: string): Key => ({ PK: userPartition(sub), SK: `PURCHASE#${purchaseId}` }),
  mentorshipPackage: (sub: string, packageId: string): Key => ({ PK: userPartition(sub), SK: `PACKAGE#${packageId}` }),
  sessionBooking: (sub: string, bookingId: string): Key => ({ PK: userPartition(sub), SK: `BOOKING#${bookingId}` }),
  entitlement: (sub: string, courseId: string): Key => ({ PK: userPartition(sub), SK: `ENTITLEMENT#${courseId}` }),
  /** Her mentor's notes of one session (mentor-notes-repo.ts): the notes, their version and the session's action item ids. */
  sessionNotes: (sub: string, bookingId: string): Key => ({ PK: userPartition(sub), SK: `NOTES#${bookingId}` }),
  /** One action item of her mentor's notes, ticked by id: `PATCH /api/action-items/{id}`. */
  actionItem: (sub: string, itemId: string): Key => ({ PK: userPartition(sub), SK: `ACTION#${itemId}` }),
  /** She shares one session's notes with her family (docs/family.md): present while shared. */
  notesShare: (sub: string, bookingId: string): Key => ({ PK: userPartition(sub), SK: `NOTESHARE#${bookingId}` }),
  /** Her reference to one of her payments (the record itself is `payment`). */
  userPayment: (sub: string, paymentIntentId: string): Key => ({ PK: userPartition(sub), SK: `PAYMENT#${paymentIntentId}` }),
  /** One of her receipts, in the PAYER's collection (a guardian's for her athlete), by its number: docs/receipts.md. */
  receipt: (sub: string, receiptNumber: string): Key => ({ PK: userPartition(sub), SK: `RECEIPT#${receiptNumber}` }),
  /** Her receipts: one Query of her collection by this sort-key prefix. */
  receiptPrefix: () => 'RECEIPT#',
  /** Her recruiting profile: the fields, the token of her shared page, how many schools she listed. */
  recruitingProfile: (sub: string): Key => ({ PK: userPartition(sub), SK: 'RECRUITING' }),
  targetSchool: (sub: string, schoolId: string): Key => ({ PK: userPartition(sub), SK: `SCHOOL#${schoolId}` }),
  /** Her coach link for one school of her list (coach-link-repo.ts): its token, school and how often it was opened. */
  coachLink: (sub: string, schoolId: string): Key => ({ PK: userPartition(sub), SK: `COACHLINK#${schoolId}` }),
  /** Whose profile a /p/{token} page shows, by the SHA-256 of the token; deleted when she stops sharing. */
  profileShare: (tokenHash: string): Key => ({ PK: `SHARE#${tokenHash}`, SK: 'SHARE' }),
  emailLookup: (email: string): Key => ({ PK: `EMAIL#${email.trim().toLowerCase()}`, SK: 'USER' }),
  /** Her account's address is suppressed (a copy of its SUPPRESSED# item), so her dashboard's one Query says so. */
  mailDelivery: (sub: string): Key => ({ PK: userPartition(sub), SK: 'MAILDELIVERY' }),

  /** One side of a family link: in `sub`'s collection, naming the other person by role and id (family-repo.ts). */
  familyLink: (sub: string, otherRole: 'athlete' | 'guardian', otherSub: string): Key => ({
    PK: userPartition(sub),
    SK: `FAMILY#${otherRole.toUpperCase()}#${otherSub}`,
  }),
  /** An athlete's count of linked guardians: the cap is a condition on it, so two accepts at once cannot pass it. */
  familyCount: (athleteSub: string): Key => ({ PK: userPartition(athleteSub), SK: 'FAMILY' }),
  /** A family invitation, by the SHA-256 of the token its e-mailed link carries. */
  familyInvite: (tokenHash: string): Key => ({ PK: `FAMILYINVITE#${tokenHash}`, SK: 'INVITE' }),
  /** Her open invitation to one address (at most one each: a new one replaces it), naming its token's hash. */
  sentFamilyInvite: (sub: string, email: string): Key => ({ PK: userPartition(sub), SK: `FAMILYINVITE#${email.trim().toLowerCase()}` }),

  contact: (contactId: string): Key => ({ PK: `CONTACT#${contactId}`, SK: 'CONTACT' }),
  payment: (paymentIntentId: string): Key => ({ PK: `PAYMENT#${paymentIntentId}`, SK: 'PAYMENT' }),
  /** What the browser reported after confirming (POST /api/payment-success): never grants anything. */
  paymentBrowserReport: (paymentIntentId: string): Key => ({ PK: `PAYMENT#${paymentIntentId}`, SK: 'BROWSER' }),
  /** That the payer was e-mailed about the payment (`FAILED#<eventId>`, `PROCESSING`): written with attribute_not_exists, so once. */
  paymentNotice: (paymentIntentId: string, notice: string): Key => ({ PK: `PAYMENT#${paymentIntentId}`, SK: `NOTICE#${notice}` }),
  /** A payment her bank keeps processing, listed for the founders (PROCESSING) until it settles. */
  processingPayment: (paymentIntentId: string): Key => ({ PK: `PAYMENT#${paymentIntentId}`, SK: 'PROCESSING' }),
  /** Written in the fulfilment transaction with attribute_not_exists: a payment is fulfilled once. */
  fulfilment: (paymentIntentId: string): Key => ({ PK: `FULFILMENT#${paymentIntentId}`, SK: 'FULFILMENT' }),
  asset: (assetId: string): Key => ({ PK: `ASSET#${assetId}`, SK: 'ASSET' }),
  accessLog: (assetId: string, accessedAt: string, logId: string): Key => ({ PK: `ASSET#${assetId}`, SK: `ACCESS#${accessedAt}#${logId}` }),
  discountCode: (code: string): Key => ({ PK: `DISCOUNT#${code.trim().toUpperCase()}`, SK: 'DISCOUNT' }),
  /** A payment link's paid count (payment-links.ts): a single-use link is paid once. */
  paymentLink: (linkId: string): Key => ({ PK: `PAYLINK#${linkId}`, SK: 'LINK' }),
  /** A limited code's use held for one open payment (discount-reservation-repo.ts). */
  discountReservation: (code: string, reservationId: string): Key => ({ PK: `DISCOUNT#${code.trim().toUpperCase()}`, SK: `RESERVATION#${reservationId}` }),
  /** Which of a limited code's reservations one account holds: at most one (discount-reservation-repo.ts). */
  discountHolder: (code: string, userId: string): Key => ({ PK: `DISCOUNT#${code.trim().toUpperCase()}`, SK: `HOLDER#${userId}` }),
  /** The one payment that may be paid for something sold once (her course packet, a single-use link): exclusive-payments.ts. */
  openPayment: (subject: string): Key => ({ PK: `OPENPAY#${subject}`, SK: 'INTENT' }),
  schedulerBooking: (inviteeUri: string): Key => ({ PK: `CALENDLY#${inviteeUri}`, SK: 'BOOKING' }),
  rateWindow: (scope: string, subject: string, window: number): Key => ({ PK: `RATE#${scope}#${subject}`, SK: `WINDOW#${window}` }),
  /** An admin's sign-in waiting for her TOTP code, by the hash of the ticket in her cookie (sign-in-repo.ts). */
  pendingSignIn: (ticketHash: string): Key => ({ PK: `SIGNIN#${ticketHash}`, SK: 'PENDING' }),
  /** An admin's sign-in whose TOTP code was right: her sessions of that sign-in time are admin sessions. */
  verifiedSignIn: (sub: string, authTime: number): Key => ({ PK: `SIGNIN#${sub}#${authTime}`, SK: 'VERIFIED' }),
  /** An admin's TOTP factor: its secret and the last time step used. */
  totpFactor: (sub: string): Key => ({ PK: userPartition(sub), SK: 'TOTP' }),
  /** An access token signed out before it expires (logout); TTL'd at the token's expiry. */
  revokedToken: (tokenId: string): Key => ({ PK: `REVOKED#${tokenId}`, SK: 'TOKEN' }),

  /** That one athlete was e-mailed a module's release (written once, before the e-mail goes). */
  moduleReleaseNotice: (courseId: string, moduleNumber: number, sub: string): Key => ({
    PK: `RELEASE#${courseId}`,
    SK: `NOTICE#MODULE#${moduleNumber}#${sub}`,
  }),

  /**
   * The course as a course (course-repo.ts): `COURSE#<courseId>` holds `MODULE#<n>` (its release)
   * and `LESSON#<assetId>` (an asset attached to a module, with its place), read with one Query.
   */
  courseModule: (courseId: string, moduleNumber: number): Key => ({ PK: `COURSE#${courseId}`, SK: `MODULE#${moduleNumber}` }),
  courseLesson: (courseId: string, assetId: string): Key => ({ PK: `COURSE#${courseId}`, SK: `LESSON#${assetId}` }),
  coursePartition: (courseId: string) => ({ PK: `COURSE#${courseId}` }),
  /** Her progress on one lesson, in her collection (progress-repo.ts). */
  lessonProgress: (sub: string, assetId: string): Key => ({ PK: userPartition(sub), SK: `PROGRESS#${assetId}` }),
  /** Her certificate of completion of the course (certificate-repo.ts), issued once; its code is `CERT#<code>`'s. */
  courseCertificate: (sub: string): Key => ({ PK: userPartition(sub), SK: 'CERTIFICATE' }),
  /** The public check of a certificate by its code: only her first name, last initial, the course and the date. */
  certificateLookup: (code: string): Key => ({ PK: `CERT#${code}`, SK: 'CERT' }),

  /** A mentor (mentor-repo.ts): every mentor in one partition, read with one Query. */
  mentor: (mentorId: string): Key => ({ PK: 'MENTORS', SK: `MENTOR#${mentorId}` }),
  mentors: () => ({ PK: 'MENTORS' }),

  /** One entry of the admin audit log (audit-repo.ts), listed newest first as AUDIT on GSI1. */
  auditEntry: (entryId: string): Key => ({ PK: `AUDIT#${entryId}`, SK: 'AUDIT' }),

  /**
   * A lead: the copy of one contact message under its sender's address (lead-repo.ts), so her
   * messages are one Query and a status is one GSI1 listing (LEAD#<status>).
   */
  leadContact: (email: string, createdAt: string, contactId: string): Key => ({
    PK: `LEAD#${email.trim().toLowerCase()}`,
    SK: `CONTACT#${createdAt}#${contactId}`,
  }),
  leadPartition: (email: string) => ({ PK: `LEAD#${email.trim().toLowerCase()}` }),
  /**
   * One per address that sent a contact message (lead-address-repo.ts): created with the first
   * message, `convertedAt` set by its first conversion, so each address is counted once in the
   * conversion rate's two counters. Its own partition, so the LEAD#<email> Queries never see it.
   */
  leadAddress: (email: string): Key => ({ PK: `LEADADDRESS#${email.trim().toLowerCase()}`, SK: 'ADDRESS' }),
  /** An address SES reported as bounced or complained about (suppression-repo.ts); kept, marked cleared, once fixed. */
  suppressedAddress: (email: string): Key => ({ PK: `SUPPRESSED#${email.trim().toLowerCase()}`, SK: 'ADDRESS' }),
  /** A receipt number, written with attribute_not_exists beside its receipt: a number is never given twice (docs/receipts.md). */
  receiptNumber: (receiptNumber: string): Key => ({ PK: `RECEIPTNO#${receiptNumber}`, SK: 'RECEIPTNO' }),
  /** A paid order the daily reconciliation fulfilled (its event was lost), for the attention page. */
  reconciledPayment: (paymentIntentId: string): Key => ({ PK: `RECONCILED#${paymentIntentId}`, SK: 'RECONCILED' }),
  /** A payment refunded by itself (its account was deleted before it settled), for the attention page. */
  refundNotice: (paymentIntentId: string): Key => ({ PK: `REFUNDED#${paymentIntentId}`, SK: 'REFUNDED' }),

  stats: (counter: string): Key => ({ PK: 'STATS', SK: counter }),
  /** The partition of every counter: analytics read it with one Query. */
  statsPartition: () => ({ PK: 'STATS' }),

  /** The dashboard's projection of one active asset (see COURSE_MATERIALS above). */
  courseMaterial: (courseId: string, createdAt: string, assetId: string): Key => ({ PK: 'COURSE_MATERIALS', SK: `${courseId}#${createdAt}#${assetId}` }),
  courseMaterials: () => ({ PK: 'COURSE_MATERIALS' }),
  /** Sort-key prefix of one course's materials. */
  courseMaterialPrefix: (courseId: string) => `${courseId}#`,

  /** GSI1 attributes of a package whose expiry reminder has yet to go, by its expiry (UTC ISO, so the strings sort as times). */
  packageExpiry: (accessExpiresAt: string, sub: string, packageId: string) => ({
    GSI1PK: 'PKGEXPIRY',
    GSI1SK: `${new Date(accessExpiresAt).toISOString()}#${sub}#${packageId}`,
  }),
  /** GSI1 attributes that put an item in an admin listing, newest first by `createdAt`. */
  listing: (kind: ListKind, createdAt: string, id: string) => ({ GSI1PK: kind, GSI1SK: `${createdAt}#${id}` }),
};

/** Sort-key prefixes of the user collection, to tell its items apart after one Query. */
export const userItemPrefix = {
  profile: 'PROFILE',
  purchase: 'PURCHASE#',
  package: 'PACKAGE#',
  booking: 'BOOKING#',
  entitlement: 'ENTITLEMENT#',
  payment: 'PAYMENT#',
  sessionNotes: 'NOTES#',
  actionItem: 'ACTION#',
  recruiting: 'RECRUITING',
  school: 'SCHOOL#',
  coachLink: 'COACHLINK#',
  progress: 'PROGRESS#',
  certificate: 'CERTIFICATE',
  mailDelivery: 'MAILDELIVERY',
  familyLink: 'FAMILY#',
  guardianLink: 'FAMILY#GUARDIAN#',
  sentFamilyInvite: 'FAMILYINVITE#',
  notesShare: 'NOTESHARE#',
  receipt: 'RECEIPT#',
} as const;
