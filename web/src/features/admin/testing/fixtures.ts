import type { AnalyticsReply, ContactRecord, PaymentRecord, UserRecord } from '@herway/shared/contracts/admin';
import type { AthleteReply } from '@herway/shared/contracts/admin-athletes';
import type { Asset, AssetsReply } from '@herway/shared/contracts/content';

// Real reply shapes of the admin API (parsed by the same shared contracts), for the web tests.

export const aContact = (overrides: Partial<ContactRecord> = {}): ContactRecord => ({
  id: 'c-1',
  firstName: 'Ava',
  lastName: 'Lopez',
  email: 'ava.parent@example.com',
  sport: 'Soccer',
  interestType: 'Free Consultation',
  message: 'Hi! My daughter is a junior and wants to play in college. Where should we start?',
  createdAt: '2025-08-22T12:00:00.000Z',
  ...overrides,
});

export const aUser = (overrides: Partial<UserRecord> = {}): UserRecord => ({
  id: 'u-1',
  email: 'eve@example.com',
  firstName: 'Eve',
  lastName: 'Martin',
  isAdmin: false,
  accountType: 'athlete',
  stripeCustomerId: null,
  createdAt: '2025-08-20T12:00:00.000Z',
  ...overrides,
});

export const aPayment = (overrides: Partial<PaymentRecord> = {}): PaymentRecord => ({
  id: 'p-1',
  userId: 'u-1',
  stripePaymentIntentId: 'pi_123',
  customerEmail: 'eve@example.com',
  customerName: 'Eve Martin',
  amount: '400.00',
  currency: 'usd',
  status: 'succeeded',
  productType: 'starter',
  createdAt: '2025-08-21T12:00:00.000Z',
  ...overrides,
});

export const anAnalytics = (overrides: Partial<AnalyticsReply> = {}): AnalyticsReply => ({
  totalContacts: 20,
  totalUsers: 7,
  totalRevenue: 1050,
  totalPayments: 3,
  contactEmails: 20,
  convertedEmails: 3,
  conversionRate: 15,
  sportBreakdown: [
    { sport: 'Soccer', count: 9 },
    { sport: 'Volleyball', count: 4 },
  ],
  interestBreakdown: [
    { interest: 'Free Consultation', count: 12 },
    { interest: 'Course Packet', count: 8 },
  ],
  monthlyRevenue: [
    { month: '2025-07', revenue: 400 },
    { month: '2025-08', revenue: 650 },
  ],
  ...overrides,
});

export const anAsset = (overrides: Partial<Asset> = {}): Asset => ({
  id: 'a-1',
  assetId: 'a-1',
  fileName: 'Module 1 Slides',
  originalName: 'module-1.pdf',
  contentType: 'pdf',
  mimeType: 'application/pdf',
  fileSize: 1536,
  storagePath: 'content/course_packet/a-1/Module-1-Slides.pdf',
  courseId: 'course_packet',
  isActive: true,
  uploadedBy: 'admin-sub',
  createdAt: '2025-08-22T12:00:00.000Z',
  updatedAt: '2025-08-22T12:00:00.000Z',
  ...overrides,
});

export const anAssetsReply = (overrides: Partial<AssetsReply> = {}): AssetsReply => ({
  assets: [anAsset()],
  totalAssets: 1,
  totalAccesses: 5,
  recentAccesses: [{ id: 'l-1', userId: '0f8fad5b-d9cb-469f-a165-70867728950e', assetId: 'a-1', action: 'download', accessedAt: '2025-08-22T13:00:00.000Z' }],
  ...overrides,
});

/** The admin page of one athlete (GET /api/admin/athletes/{id}): Nia Lee, with nothing recorded yet. */
export const anAthletePage = (overrides: Partial<AthleteReply> = {}): AthleteReply => ({
  profile: {
    id: 'ath-1',
    email: 'nia@example.com',
    firstName: 'Nia',
    lastName: 'Lee',
    isAdmin: false,
    accountType: 'athlete',
    createdAt: '2025-12-01T11:00:00.000Z',
  },
  family: [],
  packages: [],
  bookings: [],
  payments: [],
  entitlements: [],
  contacts: [],
  recruiting: { profile: null, shared: false, schools: [] },
  ...overrides,
});
