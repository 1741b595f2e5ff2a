import { useId, useState } from 'react';
import { leadStatuses, type LeadStatus } from '@herway/shared/contracts/leads';
import { Select } from '@/components/ui/select';
import { AdminListPanel } from './admin-list-panel';
import { ContactsTable } from './contacts-table';
import { leadStatusLabel } from './lead-dialog';

/** The Contacts tab: every message, or the leads of one status (`GET /api/contacts?status=`). */
export function ContactsPanel() {
  const [status, setStatus] = useState<LeadStatus | 'all'>('all');
  const filterId = useId();
  const filters = (
    <div className="flex items-center gap-2">
      <label htmlFor={filterId} className="text-sm font-medium text-ink">
        Status
      </label>
      <Select id={filterId} className="h-9 py-1 text-sm" value={status} onChange={(event) => setStatus(event.target.value as LeadStatus | 'all')}>
        <option value="all">All statuses</option>
        {leadStatuses.map((option) => (
          <option key={option} value={option}>
            {leadStatusLabel(option)}
          </option>
        ))}
      </Select>
    </div>
  );
  return (
    <AdminListPanel
      name="contacts"
      title="Contact Messages"
      what="contacts"
      empty={status === 'all' ? 'No contact messages yet' : `No ${leadStatusLabel(status).toLowerCase()} leads`}
      filter={status === 'all' ? {} : { status }}
      filters={filters}
    >
      {(rows) => <ContactsTable contacts={rows} />}
    </AdminListPanel>
  );
}
