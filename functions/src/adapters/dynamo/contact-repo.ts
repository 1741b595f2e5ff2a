import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactInterestType } from '@herway/shared/contracts/contact';
import { dynamoClient } from '../aws-clients';
import { keys } from './keys';
import { newLeadPut } from './lead-repo';
import { statsCounterUpdates } from './stats-repo';
import { tableName } from './table';

/** SPEC §3 contacts. */
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

/** Stores the contact and its lead copy (lead-repo.ts) and counts it for analytics (totals, sport, interest) in one transaction. */
export async function saveContact(contact: Contact): Promise<void> {
  await dynamoClient().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.contact(contact.id), ...keys.listing('CONTACT', contact.createdAt, contact.id), type: 'contact', ...contact, status: 'new', notes: null },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        newLeadPut(contact),
        ...statsCounterUpdates([
          { counter: 'TOTALS', add: { contacts: 1 } },
          { counter: `SPORT#${sportKey(contact.sport)}`, add: { count: 1 }, label: contact.sport?.trim() || 'Not specified' },
          { counter: `INTEREST#${contact.interestType}`, add: { count: 1 }, label: contact.interestType },
        ]),
      ],
    }),
  );
}

/** 'Soccer', ' soccer ' and 'SOCCER' count as one sport. */
export function sportKey(sport: string | undefined): string {
  const normalized = (sport ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return normalized || 'not specified';
}
