import type { ContactRecord, ExportListName, PaymentRecord, UserRecord } from '@herway/shared/contracts/admin';
import { ACCOUNT_TYPE_LABELS } from '@herway/shared/contracts/account-type';

// CSV exports of the admin's lists: RFC 4180 (CRLF records, fields quoted when they hold a comma,
// a quote, CR or LF, quotes doubled), protected against formula injection (OWASP: a cell that
// starts with = + - @ tab or CR is prefixed with a single quote, so a spreadsheet shows it as text).

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** The byte-order mark that makes Excel read the file as UTF-8 (names with accents). */
export const UTF8_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, neutralised and quoted as needed. Numbers and booleans are written as they are. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

export function csvHeader<T>(columns: readonly CsvColumn<T>[]): string {
  return csvRow(columns.map((column) => column.header));
}

export function csvRows<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return rows.map((row) => csvRow(columns.map((column) => column.value(row)))).join('');
}

/** A whole document: BOM, header, rows. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return `${UTF8_BOM}${csvHeader(columns)}${csvRows(columns, rows)}`;
}

/** 'herway-contacts-2026-11-21.csv' (UTC date). */
export function csvFileName(list: ExportListName, now: Date): string {
  return `herway-${list}-${now.toISOString().slice(0, 10)}.csv`;
}

/** Where an export is stored until the bucket's lifecycle rule deletes it: a key no one can guess. */
export function exportObjectKey(list: ExportListName, now: Date, id: string): string {
  return `exports/${list}/${now.toISOString().slice(0, 10)}/${id}.csv`;
}

export const contactColumns: readonly CsvColumn<ContactRecord>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'createdAt', value: (row) => row.createdAt },
  { header: 'firstName', value: (row) => row.firstName },
  { header: 'lastName', value: (row) => row.lastName },
  { header: 'email', value: (row) => row.email },
  { header: 'sport', value: (row) => row.sport },
  { header: 'interestType', value: (row) => row.interestType },
  { header: 'message', value: (row) => row.message },
];

export const userColumns: readonly CsvColumn<UserRecord>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'createdAt', value: (row) => row.createdAt },
  { header: 'email', value: (row) => row.email },
  { header: 'firstName', value: (row) => row.firstName },
  { header: 'lastName', value: (row) => row.lastName },
  { header: 'isAdmin', value: (row) => row.isAdmin },
  { header: 'stripeCustomerId', value: (row) => row.stripeCustomerId },
  // Who she is, in words: Athlete, Parent or guardian, or Admin (docs/family.md).
  { header: 'account', value: (row) => (row.accountType ? ACCOUNT_TYPE_LABELS[row.accountType] : 'Admin') },
];

export const paymentColumns: readonly CsvColumn<PaymentRecord>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'createdAt', value: (row) => row.createdAt },
  { header: 'customerName', value: (row) => row.customerName },
  { header: 'customerEmail', value: (row) => row.customerEmail },
  { header: 'amount', value: (row) => row.amount },
  { header: 'currency', value: (row) => row.currency },
  { header: 'status', value: (row) => row.status },
  { header: 'productType', value: (row) => row.productType },
  { header: 'stripePaymentIntentId', value: (row) => row.stripePaymentIntentId },
  { header: 'userId', value: (row) => row.userId },
  // Which terms the family agreed to at checkout, and when (docs/payments-terms.md).
  { header: 'termsVersion', value: (row) => row.termsVersion },
  { header: 'termsAcceptedAt', value: (row) => row.termsAcceptedAt },
];
