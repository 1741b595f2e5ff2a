import { useState, type FormEvent } from 'react';
import type { ContactRecord } from '@herway/shared/contracts/admin';
import { LEAD_NOTES_MAX, leadStatuses, updateContactBodySchema, type LeadStatus } from '@herway/shared/contracts/leads';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast/use-toast';
import { useUpdateContact } from '../api/update-contact';
import { contactName } from '../lib/format';
import { checkForm, errorsOfResponse, type FormErrors } from '../lib/form-errors';

/** 'booked' → 'Booked'. */
export const leadStatusLabel = (status: LeadStatus) => status.charAt(0).toUpperCase() + status.slice(1);

const statusVariant: Record<LeadStatus, BadgeVariant> = {
  new: 'default',
  contacted: 'secondary',
  booked: 'secondary',
  converted: 'success',
  closed: 'outline',
};

/** A contact saved before leads existed has no status: it is 'new'. */
export const leadStatusOf = (contact: Pick<ContactRecord, 'status'>): LeadStatus => contact.status ?? 'new';

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <Badge variant={statusVariant[status]}>{leadStatusLabel(status)}</Badge>;
}

/** Edit lead (a row action of the Contacts tab): her status and the founders' notes. */
export function LeadDialog({ contact }: { contact: ContactRecord }) {
  const [open, setOpen] = useState(false);
  const name = contactName(contact);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Edit lead ${name}`}>
          Edit lead
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Lead: {name}</DialogTitle>
        <DialogDescription>
          Where she is with us, and notes for the founders only. A lead whose e-mail pays becomes converted by itself. Every change is in the audit log.
        </DialogDescription>
        {open ? <LeadForm contact={contact} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's form: sends only what changed; a refusal keeps it open with the reason why. */
function LeadForm({ contact, onDone }: { contact: ContactRecord; onDone: () => void }) {
  const [status, setStatus] = useState<LeadStatus>(leadStatusOf(contact));
  const [notes, setNotes] = useState(contact.notes ?? '');
  const [errors, setErrors] = useState<FormErrors>({});
  const update = useUpdateContact();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changed = {
      ...(status !== leadStatusOf(contact) ? { status } : {}),
      ...(notes.trim() !== (contact.notes ?? '').trim() ? { notes: notes.trim() === '' ? null : notes } : {}),
    };
    if (Object.keys(changed).length === 0) return onDone();
    const checked = checkForm(updateContactBodySchema, changed);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    update.mutate(
      { contactId: contact.id, body: checked.data },
      {
        onSuccess: () => {
          toast({ title: 'Lead saved', description: `${contactName(contact)} is now ${leadStatusLabel(status).toLowerCase()}.` });
          onDone();
        },
        onError: (error) => setErrors(errorsOfResponse(error)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label="Status" error={errors.status}>
        {(field) => (
          <Select {...field} name="status" value={status} onChange={(event) => setStatus(event.target.value as LeadStatus)}>
            {leadStatuses.map((option) => (
              <option key={option} value={option}>
                {leadStatusLabel(option)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Notes" optional error={errors.notes}>
        {(field) => <Textarea {...field} name="notes" rows={4} maxLength={LEAD_NOTES_MAX} value={notes} onChange={(event) => setNotes(event.target.value)} />}
      </FormField>
      {errors[''] || errors.body ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {errors[''] ?? errors.body}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save lead'}
        </Button>
      </DialogFooter>
    </form>
  );
}
