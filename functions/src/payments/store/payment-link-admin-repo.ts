import type { AuditEntry } from '@herway/shared/contracts/audit';
import type { PaymentLink } from './payment-link';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { auditPut } from '../../accounts/store/audit-repo';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import { queryListing, tableName } from '../../kernel/store/table';
import type { Item } from '../../kernel/store/table';
import { writeTransaction } from '../../kernel/store/transaction';

// The links an admin made in /admin (docs/discounts-and-payment-links.md): their terms on the same PAYLINK#<id> item whose
// paid count the fulfilment keeps, listed newest first on GSI1 (PAYLINK). Links printed by the
// CLI (infra/tools/payment-link.ts) have no such item until paid, and are not listed.

export interface StoredPaymentLink {
  link: PaymentLink;
  payments: number;
  lastPaidAt: string | null;
  createdAt: string;
  createdBy: string;
}

/** Records a new link with its audit entry, in one transaction. */
export async function createPaymentLinkRecord(link: PaymentLink, createdBy: string, createdAt: string, audit: AuditEntry): Promise<void> {
  const { expiresAt, id, ...terms } = link;
  await writeTransaction([
    {
      Put: {
        // The link's expiry is `validUntil`: `expiresAt` is the table's TTL attribute.
        Item: {
          ...keys.paymentLink(id),
          ...keys.listing('PAYLINK', createdAt, id),
          type: 'paymentLink',
          linkId: id,
          ...terms,
          ...(expiresAt ? { validUntil: expiresAt } : {}),
          payments: 0,
          createdAt,
          createdBy,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    auditPut(audit),
  ]);
}

function storedLinkOf(item: Item): StoredPaymentLink | undefined {
  if (typeof item.linkId !== 'string' || typeof item.amount !== 'number' || typeof item.description !== 'string' || typeof item.createdAt !== 'string')
    return undefined;
  return {
    link: {
      id: item.linkId,
      amount: item.amount,
      description: item.description,
      singleUse: item.singleUse === true,
      ...(typeof item.validUntil === 'string' ? { expiresAt: item.validUntil } : {}),
    },
    payments: Number(item.payments ?? 0),
    lastPaidAt: typeof item.lastPaidAt === 'string' ? item.lastPaidAt : null,
    createdAt: item.createdAt,
    createdBy: String(item.createdBy ?? ''),
  };
}

/** A page of the admin's links, newest first. */
export async function listPaymentLinks(limit: number, cursor?: string): Promise<{ links: StoredPaymentLink[]; nextCursor?: string }> {
  const page = await queryListing('PAYLINK', limit, cursor);
  const links = page.items.flatMap((item) => storedLinkOf(item) ?? []);
  return { links, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
}

/** One link an admin made, by its id; undefined when there is none (a link signed by hand on the local stack). */
export async function getPaymentLinkRecord(linkId: string): Promise<StoredPaymentLink | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.paymentLink(linkId) }));
  return Item ? storedLinkOf(Item) : undefined;
}
