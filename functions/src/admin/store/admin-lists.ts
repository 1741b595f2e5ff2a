import { contactRecordSchema, paymentRecordSchema, userRecordSchema } from '@herway/shared/contracts/admin';
import type { ContactRecord, ExportListName, PaymentRecord, UserRecord } from '@herway/shared/contracts/admin';
import type { AccountType } from '@herway/shared/contracts/account-type';
import * as z from '@herway/shared/zod';
import { logger } from '../../kernel/logger';
import type { ListKind } from '../../kernel/store/keys';
import type { Item, Page } from '../../kernel/store/table';
import { queryListing, withoutKeys } from '../../kernel/store/table';
import { toContactRecord } from '../../contact/store/lead-repo';

/**
 * The admin's lists (the /admin tabs), each paged newest first through its GSI1 listing
 * (docs/architecture.md#the-single-table), every item shaped by its contract. An item that does not fit its contract is
 * logged and left out rather than failing the page.
 */

const nullable = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** 40000 → '400.00', 1250 → '12.50' (integer arithmetic, never a float of money). */
export function centsToText(cents: number): string {
  const whole = Math.max(0, Math.trunc(cents));
  return `${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * The kind of account a stored profile is (docs/family.md): a guardian's when it says so, else an
 * athlete's (profiles from before there were two kinds say nothing); null for an admin's.
 */
export function accountTypeOfProfile(profile: Item): AccountType | null {
  if (profile.isAdmin === true) return null;
  return profile.accountType === 'guardian' ? 'guardian' : 'athlete';
}

export function toUserRecord(item: Item): unknown {
  const data = withoutKeys(item);
  return {
    ...data,
    firstName: nullable(data.firstName),
    lastName: nullable(data.lastName),
    isAdmin: data.isAdmin === true,
    accountType: accountTypeOfProfile(data),
    stripeCustomerId: nullable(data.stripeCustomerId),
  };
}

export function toPaymentRecord(item: Item): unknown {
  const data = withoutKeys(item);
  return {
    ...data,
    id: data.id ?? data.stripePaymentIntentId,
    userId: nullable(data.userId),
    // Payments recorded before the customer's name was stored: an athlete's own purchase names her.
    customerName: nullable(data.customerName) ?? nullable(data.athleteName),
    productType: nullable(data.productType),
    amount: typeof data.amount === 'number' ? centsToText(data.amount) : data.amount,
    amountRefunded: typeof data.amountRefunded === 'number' ? centsToText(data.amountRefunded) : undefined,
    currency: typeof data.currency === 'string' ? data.currency.toLowerCase() : 'usd',
  };
}

interface ListDefinition<T> {
  kind: ListKind;
  schema: z.core.$ZodType<T>;
  shape: (item: Item) => unknown;
}

const lists = {
  contacts: { kind: 'CONTACT', schema: contactRecordSchema, shape: toContactRecord } satisfies ListDefinition<ContactRecord>,
  users: { kind: 'USER', schema: userRecordSchema, shape: toUserRecord } satisfies ListDefinition<UserRecord>,
  payments: { kind: 'PAYMENT', schema: paymentRecordSchema, shape: toPaymentRecord } satisfies ListDefinition<PaymentRecord>,
} as const;

export interface ListRecords {
  contacts: ContactRecord;
  users: UserRecord;
  payments: PaymentRecord;
}

function shapeItems<N extends ExportListName>(name: N, items: Item[]): ListRecords[N][] {
  const list: ListDefinition<unknown> = lists[name];
  return items.flatMap((item) => {
    const parsed = z.safeParse(list.schema, list.shape(item));
    if (parsed.success) return [parsed.data as ListRecords[N]];
    logger.warn('Listed item skipped: it does not fit its contract', {
      list: name,
      pk: String(item.PK),
      issues: parsed.error.issues.map((issue) => issue.path.join('.')),
    });
    return [];
  });
}

/** One page of a list, newest first. */
export async function listPage<N extends ExportListName>(name: N, limit: number, cursor?: string): Promise<Page<ListRecords[N]>> {
  const { kind } = lists[name];
  const page = await queryListing(kind, limit, cursor);
  return { items: shapeItems(name, page.items), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
}

const EXPORT_PAGE = 500;

/** Every record of a list, newest first, page by page (the CSV export). */
export async function* listAll<N extends ExportListName>(name: N): AsyncGenerator<ListRecords[N][]> {
  let cursor: string | undefined;
  do {
    const page = await listPage(name, EXPORT_PAGE, cursor);
    yield page.items;
    cursor = page.nextCursor;
  } while (cursor);
}
