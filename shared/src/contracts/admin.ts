import * as z from '../zod';
import { accountTypeSchema } from './account-type';
import { contactRecordSchema } from './contact-record';
import { messageReplySchema, pageReplySchema, timestampSchema } from './common';

/** GET /api/admin/status (its own module: ./admin-status.ts) */
export { adminStatusReplySchema, type AdminStatusReply } from './admin-status';

/** POST /api/admin/login: both fields required. */
export const adminLoginBodySchema = z.object({
  email: z.string({ error: 'Please enter both email and password' }).check(z.trim(), z.minLength(1, 'Please enter both email and password'), z.maxLength(254)),
  password: z.string({ error: 'Please enter both email and password' }).check(z.minLength(1, 'Please enter both email and password'), z.maxLength(256)),
});
export type AdminLoginBody = z.input<typeof adminLoginBodySchema>;

export { contactRecordSchema, type ContactRecord } from './contact-record';
/** GET /api/contacts?limit=&cursor= (newest first). */
export const contactsPageSchema = pageReplySchema(contactRecordSchema);
export type ContactsPage = z.infer<typeof contactsPageSchema>;
/** PATCH /api/contacts/{id}: the contact (lead) as it is now. */
export const updateContactReplySchema = z.object({ contact: contactRecordSchema });
export type UpdateContactReply = z.infer<typeof updateContactReplySchema>;

export const userRecordSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  isAdmin: z.boolean(),
  /** An athlete's account or a parent's or guardian's (docs/family.md); null for an admin, whose account is neither. */
  accountType: z.nullable(accountTypeSchema),
  stripeCustomerId: z.nullable(z.string()),
  createdAt: timestampSchema,
});
export type UserRecord = z.infer<typeof userRecordSchema>;
/** GET /api/users?limit=&cursor= (newest first). */
export const usersPageSchema = pageReplySchema(userRecordSchema);
export type UsersPage = z.infer<typeof usersPageSchema>;

/**
 * A payment as the admin lists it: `amount` is text ("400.00"), stored as cents and shown as dollars. `currency`
 * is sent as stored ('usd'; the page upper-cases it); a null `customerName` shows as 'Unknown'
 * and a null `productType` as 'Course Packet'.
 */
export const paymentRecordSchema = z.object({
  id: z.string(),
  userId: z.nullable(z.string()),
  stripePaymentIntentId: z.string(),
  customerEmail: z.string(),
  customerName: z.nullable(z.string()),
  amount: z.string().check(z.regex(/^\d+\.\d{2}$/)),
  /** How much of it has been refunded, as text dollars ('200.00'); absent on records from before it was sent. */
  amountRefunded: z.optional(z.string().check(z.regex(/^\d+\.\d{2}$/))),
  currency: z.string(),
  status: z.string(),
  productType: z.nullable(z.string()),
  /** A test payment (the demo pages): marked in the Payments tab, never counted as revenue. */
  isTest: z.optional(z.boolean()),
  /** The Terms of Service agreed to at checkout and when (docs/payments-terms.md); absent on payments from before. */
  termsVersion: z.optional(z.string()),
  termsAcceptedAt: z.optional(timestampSchema),
  createdAt: timestampSchema,
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;
/** GET /api/payments?limit=&cursor= (newest first). */
export const paymentsPageSchema = pageReplySchema(paymentRecordSchema);
export type PaymentsPage = z.infer<typeof paymentsPageSchema>;

/**
 * GET /api/analytics, read from pre-aggregated counters (dollars for revenue). Breakdowns are
 * sorted by count, highest first; `monthlyRevenue` is the last 12 months, oldest first, a month
 * without revenue at 0. Test payments count nowhere. `conversionRate` (docs/decisions/conversion-rate.md) is the share
 * of distinct contact e-mails (`contactEmails`) that later made a succeeded payment
 * (`convertedEmails`), a rounded percent (0 without contacts).
 */
export const analyticsReplySchema = z.object({
  totalContacts: z.number().check(z.int(), z.nonnegative()),
  totalUsers: z.number().check(z.int(), z.nonnegative()),
  totalRevenue: z.number().check(z.nonnegative()),
  totalPayments: z.number().check(z.int(), z.nonnegative()),
  contactEmails: z.number().check(z.int(), z.nonnegative()),
  convertedEmails: z.number().check(z.int(), z.nonnegative()),
  conversionRate: z.number().check(z.int(), z.nonnegative(), z.maximum(100)),
  sportBreakdown: z.array(z.object({ sport: z.string(), count: z.number().check(z.int(), z.nonnegative()) })),
  interestBreakdown: z.array(z.object({ interest: z.string(), count: z.number().check(z.int(), z.nonnegative()) })),
  monthlyRevenue: z.array(z.object({ month: z.string().check(z.regex(/^\d{4}-\d{2}$/)), revenue: z.number().check(z.nonnegative()) })),
});
export type AnalyticsReply = z.infer<typeof analyticsReplySchema>;

/** POST /api/test-email: 'Test email sent to <address>'; 502 'Failed to send test email' when SES fails. */
export const testEmailReplySchema = messageReplySchema;
export type TestEmailReply = z.infer<typeof testEmailReplySchema>;

/**
 * GET /api/admin/export/{listName}: a CSV file (text/csv, UTF-8 with a byte-order mark, CRLF
 * lines, RFC 4180 quoting; a cell starting with = + - @ tab or CR is prefixed with ' so a
 * spreadsheet never runs it as a formula), saved as herway-<list>-<YYYY-MM-DD>.csv. The file is
 * written to storage and the reply is `303 See Other` to a 5-minute download link (`Location`),
 * with this body for a client that does not follow redirects: a list of any size (Lambda's
 * reply is limited to 6 MB) downloads with one click on a plain link.
 */
export const exportListNameSchema = z.enum(['contacts', 'users', 'payments']);
export type ExportListName = z.infer<typeof exportListNameSchema>;
export const exportCsvPathSchema = z.object({ listName: exportListNameSchema });
export const exportCsvReplySchema = z.object({ downloadUrl: z.url(), fileName: z.string(), expiresInSeconds: z.number().check(z.int(), z.positive()) });
export type ExportCsvReply = z.infer<typeof exportCsvReplySchema>;
