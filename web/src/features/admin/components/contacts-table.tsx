import { useId, useState } from 'react';
import type { ContactRecord } from '@herway/shared/contracts/admin';
import { contactName, contactSport, formatDate, truncateText } from '../lib/format';
import { AdminTable, Td } from './admin-table';
import { LeadDialog, LeadStatusBadge, leadStatusOf } from './lead-dialog';

const MESSAGE_PREVIEW = 80;

/** A message cut to a line or two; the full text on hover (title) and behind 'Show more'. */
export function MessageCell({ message }: { message: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const preview = truncateText(message, MESSAGE_PREVIEW);
  // A long word (a link) wraps anywhere: it must not widen the table past the page.
  if (preview === message.trim()) return <p className="max-w-md whitespace-pre-line [overflow-wrap:anywhere]">{message}</p>;
  return (
    <div className="max-w-md">
      <p id={id} title={expanded ? undefined : message} className="whitespace-pre-line [overflow-wrap:anywhere]">
        {expanded ? message : preview}
      </p>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((open) => !open)}
        className="mt-1 rounded text-xs font-semibold text-plum-700 underline underline-offset-2 hover:text-plum-900"
      >
        {expanded ? 'Show less' : 'Show more'}
      </button>
    </div>
  );
}

/**
 * Contacts: name, e-mail, sport or 'Not specified', interest, message, date; and each
 * lead's status, her notes, and Edit lead (docs/admin-athletes-leads-attention.md).
 */
export function ContactsTable({ contacts }: { contacts: readonly ContactRecord[] }) {
  return (
    <AdminTable
      label="Contacts table"
      caption="Contact messages, newest first"
      columns={['Name', 'Email', 'Sport', 'Interest', 'Message', 'Date', 'Status', { label: 'Actions', srOnly: true }]}
    >
      {contacts.map((contact) => (
        <tr key={contact.id}>
          <Td label="Name" className="font-medium whitespace-nowrap">
            {contactName(contact)}
          </Td>
          <Td label="Email">
            <a href={`mailto:${contact.email}`} className="break-words text-plum-700 underline underline-offset-2 hover:text-plum-900">
              {contact.email}
            </a>
          </Td>
          <Td label="Sport" className={contact.sport?.trim() ? undefined : 'text-muted'}>
            {contactSport(contact)}
          </Td>
          <Td label="Interest" className="whitespace-nowrap">
            {contact.interestType}
          </Td>
          <Td label="Message">
            <MessageCell message={contact.message} />
          </Td>
          <Td label="Date" className="whitespace-nowrap tabular-nums">
            <time dateTime={contact.createdAt}>{formatDate(contact.createdAt)}</time>
          </Td>
          <Td label="Status">
            <LeadStatusBadge status={leadStatusOf(contact)} />
            {contact.notes ? <p className="mt-1 max-w-xs text-xs whitespace-pre-line text-muted">{truncateText(contact.notes, MESSAGE_PREVIEW)}</p> : null}
          </Td>
          <Td>
            <LeadDialog contact={contact} />
          </Td>
        </tr>
      ))}
    </AdminTable>
  );
}
