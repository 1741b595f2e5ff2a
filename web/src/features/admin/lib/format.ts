import { courseIdLabels, type CourseId } from '@herway/shared/catalog/course';
import { findProduct } from '@herway/shared/catalog/products';
import type { ContactRecord, PaymentRecord, UserRecord } from '@herway/shared/contracts/admin';

// What the admin tables show for each record (/admin, /admin/content: docs/product-rules.md#the-admin-dashboard).

export const NOT_SPECIFIED = 'Not specified';
export const UNKNOWN_CUSTOMER = 'Unknown';
export const DEFAULT_PRODUCT = 'Course Packet';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** '2025-08-22T14:00:00Z' → 'Aug 22, 2025' (the admin's own time zone). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** '2025-08-22T14:05:00Z' → 'Aug 22, 2025, 2:05 PM'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

export const contactName = (contact: Pick<ContactRecord, 'firstName' | 'lastName'>) => `${contact.firstName} ${contact.lastName}`.trim();

/** The contact's sport, or 'Not specified'. */
export const contactSport = (contact: Pick<ContactRecord, 'sport'>) => contact.sport?.trim() || NOT_SPECIFIED;

/** First and last name, or '—' for an account without a name. */
export const userName = (user: Pick<UserRecord, 'firstName' | 'lastName'>) => [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ') || '—';

/** The paying customer's name, or 'Unknown'. */
export const customerName = (payment: Pick<PaymentRecord, 'customerName'>) => payment.customerName?.trim() || UNKNOWN_CUSTOMER;

/** The product bought, readable ('starter' → its catalog name), or 'Course Packet' when none was recorded. */
export function productLabel(payment: Pick<PaymentRecord, 'productType'>): string {
  const key = payment.productType?.trim();
  if (!key) return DEFAULT_PRODUCT;
  if (key === 'custom') return 'Custom payment';
  return findProduct(key)?.name ?? key;
}

/** '400.00' in 'usd' → '$400.00 USD': the amount in its currency, and the currency code upper-case. */
export function formatPaymentAmount(payment: Pick<PaymentRecord, 'amount' | 'currency'>): string {
  const code = payment.currency.trim().toUpperCase() || 'USD';
  const value = Number(payment.amount);
  if (!Number.isFinite(value)) return `${payment.amount} ${code}`;
  try {
    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return `${money.format(value)} ${code}`;
  } catch {
    // Not an ISO currency code: the plain amount.
    return `${value.toFixed(2)} ${code}`;
  }
}

export type PaymentTone = 'success' | 'failure';

/** 'succeeded' is shown green, any other status red (always with its text). */
export const paymentTone = (status: string): PaymentTone => (status.trim().toLowerCase() === 'succeeded' ? 'success' : 'failure');

/** 'course_packet' → 'Course Packet'. */
export const courseLabel = (courseId: CourseId) => courseIdLabels[courseId];

/** 'a1b2c3d4-…' → 'a1b2c3d4…': enough to tell people apart in the activity list. */
export function shortUserId(userId: string, length = 8): string {
  return userId.length > length ? `${userId.slice(0, length)}…` : userId;
}

/** A long text cut at a word boundary to about `max` characters, with '…'. */
export function truncateText(text: string, max = 80): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
