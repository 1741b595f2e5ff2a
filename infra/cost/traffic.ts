/**
 * The traffic model: what a month of visits and orders asks of each service. Every figure here is
 * an assumption (estimated from the app's pages and handlers, not measured in production) and is
 * printed by `npm run cost`. Pure: no AWS, no CDK.
 */

/** Classes of API request, by what the handler does (its Lambda time and DynamoDB units). */
export type RequestClass = 'public-read' | 'signed-in-read' | 'auth' | 'form-write' | 'checkout' | 'webhook' | 'admin';

export interface RequestClassCost {
  readonly label: string;
  /** Billed Lambda duration of a warm request, ms. */
  readonly ms: number;
  readonly readUnits: number;
  readonly writeUnits: number;
}

export interface VisitKind {
  readonly label: string;
  readonly share: number;
  readonly cdnRequests: number;
  readonly kbOut: number;
  readonly api: Partial<Record<RequestClass, number>>;
}

export interface TrafficAssumptions {
  readonly visitMix: readonly VisitKind[];
  readonly requestClasses: Readonly<Record<RequestClass, RequestClassCost>>;
  /** Share of invocations that start a new container, and the billed INIT time (billed since 2025-08-01). */
  readonly coldStart: { readonly shareAtLaunch: number; readonly initMs: number };
  readonly perOrder: {
    /** Checkout visits per paid order (one abandoned for each paid), on top of the visit mix. */
    readonly checkoutVisits: number;
    readonly checkoutApi: Partial<Record<RequestClass, number>>;
    readonly stripeWebhooks: number;
    /** Events put on the bus (a success, now and then a failure or refund), each run by one consumer. */
    readonly busEvents: number;
    readonly registrations: number;
    readonly emails: number;
    /** Mentorship sessions booked a month per order a month (a package is booked over months). */
    readonly bookings: number;
  };
  readonly perBooking: { readonly calendlyWebhooks: number; readonly emails: number; readonly reminders: number };
  readonly perContact: { readonly emails: number };
  /** Share of visits that send the contact form. */
  readonly contactShare: number;
  readonly consumer: { readonly ms: number; readonly readUnits: number; readonly writeUnits: number };
  readonly job: { readonly ms: number; readonly readUnits: number };
  readonly reminder: { readonly ms: number; readonly readUnits: number };
  readonly mau: { readonly signedInVisitsPerAthlete: number; readonly perOrder: number; readonly admins: number; readonly passwordResetShare: number };
  readonly admin: { readonly sessionsPerMonth: number; readonly requestsPerSession: number };
  /** People who sign in to the idle dev stage in a month (the team testing): billed only on a Plus pool. */
  readonly idleStageMau: number;
  /**
   * Custom metrics the functions publish (functions/src/kernel/metric-names.ts): each name and
   * dimension set seen in a month is a metric. The business metrics, and Http4xx/Http5xx per route.
   */
  /** Custom metrics the functions emit (functions/src/kernel/metric-names.ts): the route of Http4xx/Http5xx is no dimension. */
  readonly metrics: { readonly business: number; readonly httpErrors: number };
  readonly logs: {
    readonly bytesPerInvocation: number;
    readonly bytesPerApiAccessLog: number;
    readonly bytesPerCdnLog: number;
    readonly accessLogMonthsKept: number;
  };
  readonly storage: {
    readonly tableGbAtLaunch: number;
    readonly contentGb: number;
    readonly downloadsPerSignedInVisit: number;
    readonly mbPerDownload: number;
  };
}

export const ASSUMPTIONS: TrafficAssumptions = {
  visitMix: [
    // Prerendered page + its JS/CSS/images (Home's first-load JS budget is 120 KB gzip), ~3 pages.
    { label: 'browsing the public pages', share: 0.85, cdnRequests: 16, kbOut: 450, api: { 'public-read': 1.5 } },
    { label: 'signed-in athlete (dashboard, sessions, content)', share: 0.1, cdnRequests: 14, kbOut: 350, api: { 'signed-in-read': 4, auth: 0.3 } },
    { label: 'sign-up, login or password reset', share: 0.05, cdnRequests: 12, kbOut: 400, api: { 'public-read': 1, auth: 1.5, 'form-write': 0.5 } },
  ],
  requestClasses: {
    'public-read': { label: 'public read (mentors, course release, who am I)', ms: 40, readUnits: 1, writeUnits: 0 },
    'signed-in-read': { label: 'signed-in read (dashboard, sessions, status: revocation check + 1 query)', ms: 60, readUnits: 2, writeUnits: 0 },
    auth: { label: 'Cognito call (login, register, refresh, reset)', ms: 350, readUnits: 1, writeUnits: 1 },
    'form-write': { label: 'form write (contact, discount check, registration profile)', ms: 150, readUnits: 1, writeUnits: 3 },
    checkout: { label: 'checkout (Stripe PaymentIntent, discount reservation)', ms: 600, readUnits: 2, writeUnits: 4 },
    webhook: { label: 'webhook (signature check + PutEvents)', ms: 120, readUnits: 0, writeUnits: 0 },
    admin: { label: 'admin page (GSI1 page of 25 items, audit write)', ms: 200, readUnits: 8, writeUnits: 1 },
  },
  coldStart: { shareAtLaunch: 0.5, initMs: 300 },
  perOrder: {
    checkoutVisits: 2,
    checkoutApi: { 'public-read': 1, 'signed-in-read': 3, checkout: 1.5, 'form-write': 0.5 },
    stripeWebhooks: 3,
    busEvents: 1.2,
    registrations: 1.2,
    emails: 1.5,
    bookings: 2,
  },
  perBooking: { calendlyWebhooks: 1.1, emails: 3, reminders: 2 },
  perContact: { emails: 2 },
  contactShare: 0.02,
  consumer: { ms: 400, readUnits: 4, writeUnits: 16 },
  job: { ms: 300, readUnits: 2 },
  reminder: { ms: 250, readUnits: 2 },
  mau: { signedInVisitsPerAthlete: 4, perOrder: 1.5, admins: 2, passwordResetShare: 0.05 },
  admin: { sessionsPerMonth: 60, requestsPerSession: 12 },
  idleStageMau: 10,
  metrics: { business: 6, httpErrors: 2 },
  logs: { bytesPerInvocation: 450, bytesPerApiAccessLog: 450, bytesPerCdnLog: 350, accessLogMonthsKept: 12 },
  storage: { tableGbAtLaunch: 0.1, contentGb: 5, downloadsPerSignedInVisit: 0.3, mbPerDownload: 5 },
};

/** A month's usage, everything the price list is applied to. */
export interface Usage {
  readonly scale: number;
  readonly visits: number;
  readonly orders: number;
  readonly api: Readonly<Record<RequestClass, number>>;
  /** Static requests to CloudFront (the API's requests come through it too, counted in `api`). */
  readonly cdnRequests: number;
  readonly cdnGbOut: number;
  readonly busEvents: number;
  readonly reminders: number;
  readonly emails: number;
  readonly mau: number;
  readonly coldShare: number;
  readonly tableGb: number;
  readonly contentGb: number;
  readonly downloadGbOut: number;
}

const classes = (): Record<RequestClass, number> => ({ 'public-read': 0, 'signed-in-read': 0, auth: 0, 'form-write': 0, checkout: 0, webhook: 0, admin: 0 });

function addCalls(into: Record<RequestClass, number>, calls: Partial<Record<RequestClass, number>>, times: number): void {
  for (const [name, count] of Object.entries(calls) as [RequestClass, number][]) into[name] += count * times;
}

/** The month at `scale` times launch traffic (5k visits, 50 orders); admin use does not scale. */
export function usageAt(scale: number, a: TrafficAssumptions = ASSUMPTIONS): Usage {
  const visits = 5000 * scale;
  const orders = 50 * scale;
  const checkoutVisits = orders * a.perOrder.checkoutVisits;
  const bookings = orders * a.perOrder.bookings;
  const contacts = visits * a.contactShare;
  const api = classes();
  for (const kind of a.visitMix) addCalls(api, kind.api, visits * kind.share);
  addCalls(api, a.perOrder.checkoutApi, checkoutVisits);
  addCalls(api, { 'form-write': 1 }, contacts);
  addCalls(api, { webhook: 1 }, orders * a.perOrder.stripeWebhooks + bookings * a.perBooking.calendlyWebhooks);
  addCalls(api, { admin: 1 }, a.admin.sessionsPerMonth * a.admin.requestsPerSession);
  // A checkout visit loads pages like a browsing one (the first kind); its API calls are above.
  const pages = a.visitMix[0] as VisitKind;
  const cdnRequests = a.visitMix.reduce((sum, kind) => sum + visits * kind.share * kind.cdnRequests, 0) + checkoutVisits * pages.cdnRequests;
  const kbOut = a.visitMix.reduce((sum, kind) => sum + visits * kind.share * kind.kbOut, 0) + checkoutVisits * pages.kbOut;
  const signedInVisits = visits * (a.visitMix[1]?.share ?? 0);
  const athletes = signedInVisits / a.mau.signedInVisitsPerAthlete + orders * a.mau.perOrder;
  const emails =
    orders * (a.perOrder.emails + a.perOrder.registrations) +
    bookings * a.perBooking.emails +
    contacts * a.perContact.emails +
    athletes * a.mau.passwordResetShare;
  return {
    scale,
    visits,
    orders,
    api,
    cdnRequests,
    cdnGbOut: kbOut / 1024 / 1024,
    busEvents: orders * a.perOrder.busEvents + bookings * a.perBooking.calendlyWebhooks,
    reminders: bookings * a.perBooking.reminders,
    emails,
    mau: Math.round(athletes + a.mau.admins),
    coldShare: Math.max(0.02, a.coldStart.shareAtLaunch / Math.sqrt(scale)),
    tableGb: a.storage.tableGbAtLaunch * scale,
    contentGb: a.storage.contentGb,
    downloadGbOut: (signedInVisits * a.storage.downloadsPerSignedInVisit * a.storage.mbPerDownload) / 1024,
  };
}
