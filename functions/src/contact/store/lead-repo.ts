import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { contactRecordSchema } from '@herway/shared/contracts/contact-record';
import type { ContactRecord } from '@herway/shared/contracts/contact-record';
import { leadStatusSchema } from '@herway/shared/contracts/leads';
import type { LeadStatus } from '@herway/shared/contracts/leads';
import type { ContactInterestType } from '@herway/shared/contracts/contact';
import type { AuditEntry } from '@herway/shared/contracts/audit';
import { dynamoClient } from '../../kernel/aws-clients';
import { auditPut } from '../../accounts/store/audit-repo';
import { convertAddress, countAddress } from './lead-address-repo';
import { keys } from '../../kernel/store/keys';
import type { Item, Page } from '../../kernel/store/table';
import { queryListing, queryPartition, tableName, withoutKeys } from '../../kernel/store/table';
import { writeTransaction, conditionFailedAt, isConditionFailure } from '../../kernel/store/transaction';
import type { TransactItem } from '../../kernel/store/transaction';

/** A contact-form message as stored. */
export interface Contact {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  sport?: string;
  interestType: ContactInterestType;
  message: string;
  createdAt: string;
}

/** A contact item as the admin's contract reads it: no keys, an empty sport as null. */
export function toContactRecord(item: Item): unknown {
  const data = withoutKeys(item);
  return { ...data, sport: typeof data.sport === 'string' && data.sport.trim() !== '' ? data.sport : null };
}

// Leads (docs/admin-athletes-leads-attention.md). Each contact message (CONTACT#<id>) has a copy under its sender's
// address, LEAD#<email> / CONTACT#<createdAt>#<id>, listed on GSI1 as LEAD#<status>. The copy makes
// "her messages" one Query (the athlete page), "the leads of one status" one GSI1 Query, and lets
// the payment consumer find the leads an address made before it paid. The contact item stays the
// record; both are changed in one transaction. Contacts saved before leads existed have no copy
// until `npm run leads:backfill` writes it (contact/jobs/backfill-leads.ts).

export interface LeadFields {
  status: LeadStatus;
  notes: string | null;
  convertedAt?: string;
  updatedAt?: string;
}

/** The lead copy of a contact, as saveContact and the backfill write it. */
export function leadItem(contact: Contact & Partial<LeadFields>): Item {
  const status = contact.status ?? 'new';
  const { id, firstName, lastName, email, sport, interestType, message, createdAt } = contact;
  return {
    ...keys.leadContact(email, createdAt, id),
    ...keys.listing(`LEAD#${status}`, createdAt, id),
    type: 'lead',
    ...{ id, firstName, lastName, email, interestType, message, createdAt, ...(sport ? { sport } : {}) },
    status,
    notes: contact.notes ?? null,
    ...(contact.convertedAt ? { convertedAt: contact.convertedAt } : {}),
    ...(contact.updatedAt ? { updatedAt: contact.updatedAt } : {}),
  };
}

/** The Put of a new contact's lead copy, for saveContact's transaction. */
export function newLeadPut(contact: Contact): TransactItem {
  return { Put: { Item: leadItem(contact), ConditionExpression: 'attribute_not_exists(PK)' } };
}

/** The contact item and its lead copy, as stored (strongly consistent for the contact). */
export async function getContactItem(contactId: string): Promise<Item | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.contact(contactId), ConsistentRead: true }));
  if (!Item) return undefined;
  const { type: _type, ...contact } = withoutKeys(Item);
  return contact;
}

/** The messages sent from this address, newest first (one Query of LEAD#<email>). */
export async function contactsFrom(email: string): Promise<Item[]> {
  const items = await queryPartition(keys.leadPartition(email).PK);
  return items.map((item) => withoutKeys(item)).sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));
}

function leadUpdates(contact: Item, fields: LeadFields, seenUpdatedAt: unknown): TransactItem[] {
  const values: Record<string, unknown> = { ':status': fields.status, ':notes': fields.notes, ':now': fields.updatedAt };
  const setFields = 'SET #status = :status, notes = :notes, updatedAt = :now';
  const unchanged = seenUpdatedAt === undefined ? 'attribute_not_exists(updatedAt)' : 'updatedAt = :seen';
  if (seenUpdatedAt !== undefined) values[':seen'] = seenUpdatedAt;
  const listing = keys.listing(`LEAD#${fields.status}`, String(contact.createdAt), String(contact.id));
  return [
    {
      Update: {
        Key: keys.contact(String(contact.id)),
        UpdateExpression: setFields,
        ConditionExpression: `attribute_exists(PK) AND ${unchanged}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: values,
      },
    },
    {
      // The copy may be missing (a contact from before leads, not backfilled yet): it is written whole.
      Put: { Item: { ...leadItem({ ...(contact as Contact), ...fields }), ...listing } },
    },
  ];
}

export type LeadUpdateOutcome = { outcome: 'updated'; contact: Item } | { outcome: 'not-found' };

/**
 * Sets a contact's status and notes with its audit entry in ONE transaction. The change is made
 * against the contact as read (its `updatedAt`): a change by someone else meanwhile makes it read
 * again, so the audit's before is what was really replaced.
 */
export async function updateLead(contactId: string, change: (contact: Item) => { fields: LeadFields; audit: AuditEntry }): Promise<LeadUpdateOutcome> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const contact = await getContactItem(contactId);
    if (!contact) return { outcome: 'not-found' };
    const { fields, audit } = change(contact);
    try {
      await writeTransaction([...leadUpdates(contact, fields, contact.updatedAt), auditPut(audit)]);
      return { outcome: 'updated', contact: { ...contact, ...fields } };
    } catch (error) {
      if (!conditionFailedAt(error, 0)) throw error;
    }
  }
  throw new Error(`Contact ${contactId} kept changing`);
}

/** The conversion of one lead: the contact (unless converted already) and its copy, moved to LEAD#converted. */
function conversionItems(lead: Item, paidAt: string, paymentIntentId: string, now: string): TransactItem[] {
  const id = String(lead.id);
  const values = { ':converted': 'converted', ':paid': paidAt, ':pi': paymentIntentId, ':now': now };
  const set = 'SET #status = :converted, convertedAt = :paid, convertedBy = :pi, updatedAt = :now';
  const listing = keys.listing('LEAD#converted', String(lead.createdAt), id);
  return [
    {
      Update: {
        Key: keys.contact(id),
        UpdateExpression: set,
        ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(#status) OR #status <> :converted)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: values,
      },
    },
    {
      Update: {
        Key: keys.leadContact(String(lead.email), String(lead.createdAt), id),
        UpdateExpression: `${set}, GSI1PK = :gpk, GSI1SK = :gsk`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ...values, ':gpk': listing.GSI1PK, ':gsk': listing.GSI1SK },
      },
    },
  ];
}

/**
 * A succeeded payment from this address converts its leads made before the payment (docs/decisions/conversion-rate.md:
 * "contact e-mails that later made a succeeded payment"; the caller leaves test payments out), and
 * counts the address as converted once (lead-address-repo.ts). Idempotent (a converted lead is
 * left as it is, a converted address is not counted again); answers how many leads it changed.
 */
export async function convertLeadsOf(email: string, paidAt: string, paymentIntentId: string): Promise<number> {
  // Stripe's times are whole seconds: a message of the same second counts as before the payment.
  const before = new Date(Math.floor(Date.parse(paidAt) / 1000) * 1000 + 1000).toISOString();
  const { Items = [] } = await dynamoClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK < :paid',
      ExpressionAttributeValues: { ':pk': keys.leadPartition(email).PK, ':paid': `CONTACT#${before}` },
      ConsistentRead: true,
    }),
  );
  let converted = 0;
  for (const lead of Items.filter((item) => item.status !== 'converted')) {
    try {
      await writeTransaction(conversionItems(lead, paidAt, paymentIntentId, new Date().toISOString()));
      converted += 1;
    } catch (error) {
      if (!conditionFailedAt(error, 0)) throw error;
    }
  }
  // Also when every lead was converted already: a redelivery finishes what a failure left undone.
  if (Items.length > 0) await convertAddress(email, paidAt, paymentIntentId);
  return converted;
}

/** One page of the contacts of one lead status, newest first (GSI1 LEAD#<status>). */
export async function listLeadsPage(status: LeadStatus, limit: number, cursor?: string): Promise<Page<ContactRecord>> {
  const kind = `LEAD#${status}` as const;
  const page = await queryListing(kind, limit, cursor);
  const items = page.items.flatMap((item) => {
    const parsed = contactRecordSchema.safeParse(toContactRecord(item));
    return parsed.success ? [parsed.data] : [];
  });
  return { items, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
}

/** The backfill's count of one contact's address: counted once, and converted once if its lead was. */
async function backfillAddress(contact: Item, status: LeadStatus): Promise<void> {
  const email = String(contact.email);
  await countAddress(email, String(contact.id), String(contact.createdAt));
  if (status === 'converted' && typeof contact.convertedBy === 'string') {
    await convertAddress(email, String(contact.convertedAt ?? contact.updatedAt ?? contact.createdAt), contact.convertedBy);
  }
}

/**
 * Writes the lead copy of every contact saved before leads existed (`npm run leads:backfill`):
 * pages the CONTACT listing (a Query, never a scan) and puts each missing copy, status 'new' (or
 * the contact's own); a copy already there is kept. Counts each address once for the conversion
 * rate (an address converted by a payment, `convertedBy`, as converted). Idempotent; answers how
 * many copies it wrote.
 */
export async function backfillLeads(): Promise<number> {
  let written = 0;
  let cursor: string | undefined;
  do {
    const page = await queryListing('CONTACT', 100, cursor);
    for (const stored of page.items) {
      const { type: _type, ...contact } = withoutKeys(stored);
      const status = leadStatusSchema.safeParse(contact.status);
      const leadStatus = status.success ? status.data : 'new';
      const item = leadItem({ ...(contact as unknown as Contact), status: leadStatus, notes: typeof contact.notes === 'string' ? contact.notes : null });
      await backfillAddress(contact, leadStatus);
      try {
        await dynamoClient().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' }));
        written += 1;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
    cursor = page.nextCursor;
  } while (cursor);
  return written;
}
