import { keys } from '../../kernel/store/keys';
import { failedConditionAt, newAddressPut } from './lead-address-repo';
import { newLeadPut } from './lead-repo';
import type { Contact } from './lead-repo';
import { statsCounterUpdates } from '../../insights/store/stats-repo';
import { writeTransaction } from '../../kernel/store/transaction';
import type { TransactItem } from '../../kernel/store/transaction';

/** The contact, its lead copy and its counters; with `newAddress`, also its address's item (counted in `contactEmails`). */
function contactItems(contact: Contact, newAddress: boolean): TransactItem[] {
  return [
    ...(newAddress ? [newAddressPut(contact.email, contact.id, contact.createdAt)] : []),
    {
      Put: {
        Item: {
          ...keys.contact(contact.id),
          ...keys.listing('CONTACT', contact.createdAt, contact.id),
          type: 'contact',
          ...contact,
          status: 'new',
          notes: null,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    newLeadPut(contact),
    ...statsCounterUpdates([
      { counter: 'TOTALS', add: { contacts: 1, ...(newAddress ? { contactEmails: 1 } : {}) } },
      { counter: `SPORT#${sportKey(contact.sport)}`, add: { count: 1 }, label: contact.sport?.trim() || 'Not specified' },
      { counter: `INTEREST#${contact.interestType}`, add: { count: 1 }, label: contact.interestType },
    ]),
  ];
}

/**
 * Stores the contact and its lead copy (lead-repo.ts) and counts it for analytics (totals, sport,
 * interest) in one transaction. The first message from an address also creates the address's item
 * and counts the address (lead-address-repo.ts); when the address already has one (an earlier
 * message, or one sent at the same moment), the transaction is cancelled and sent again without.
 */
export async function saveContact(contact: Contact): Promise<void> {
  try {
    await writeTransaction(contactItems(contact, true));
  } catch (error) {
    if (!failedConditionAt(error, 0)) throw error;
    await writeTransaction(contactItems(contact, false));
  }
}

/** 'Soccer', ' soccer ' and 'SOCCER' count as one sport. */
export function sportKey(sport: string | undefined): string {
  const normalized = (sport ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return normalized || 'not specified';
}
