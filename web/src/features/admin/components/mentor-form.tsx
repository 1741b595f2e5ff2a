import { useState, type FormEvent } from 'react';
import { createMentorBodySchema, updateMentorBodySchema } from '@herway/shared/contracts/mentors';
import type { AdminMentor } from '@herway/shared/contracts/mentors';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { checkForm, errorsOfResponse, type FormErrors } from '../lib/form-errors';
import { FormProblems } from './form-problems';

const FIELDS = ['name', 'sport', 'school', 'specialty', 'bio', 'schedulingUrl'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const blank: Values = { name: '', sport: '', school: '', specialty: '', bio: '', schedulingUrl: '' };
const valuesOf = (mentor: AdminMentor): Values => Object.fromEntries(FIELDS.map((field) => [field, mentor[field]])) as Values;

/** An edit sends only what changed. */
function bodyOf(values: Values, initial: AdminMentor | undefined): Record<string, unknown> {
  if (!initial) return { ...values };
  return Object.fromEntries(FIELDS.filter((field) => values[field] !== initial[field]).map((field) => [field, values[field]]));
}

const LABELS: Record<Field, { label: string; description?: string }> = {
  name: { label: 'Name', description: 'Her id in booking links is made from it and never changes.' },
  sport: { label: 'Sport' },
  school: { label: 'School' },
  specialty: { label: 'Specialty', description: 'One line: what she helps with most.' },
  bio: { label: 'Short bio' },
  schedulingUrl: { label: 'Scheduling link', description: 'Her Calendly event link for a 60-minute session, e.g. https://calendly.com/her-name/60min.' },
};

/**
 * The form's values, its problems and its submission: checked against the server's schema first,
 * then sent (a new mentor's form is emptied after), the server's refusal shown field by field.
 */
function useMentorForm(initial: AdminMentor | undefined, onSubmit: (body: Record<string, unknown>) => Promise<unknown>) {
  const [values, setValues] = useState<Values>(initial ? valuesOf(initial) : blank);
  const [errors, setErrors] = useState<FormErrors>({});
  const [pending, setPending] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(values, initial);
    const checked = checkForm(initial ? updateMentorBodySchema : createMentorBodySchema, body);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    onSubmit(body)
      .then(
        () => !initial && setValues(blank),
        (error: unknown) => setErrors(errorsOfResponse(error)),
      )
      .finally(() => setPending(false));
  };

  return { values, setValues, errors, pending, submit };
}

/**
 * A mentor's details, new or changed: every problem at once, in the server's own words (the same
 * schema), before anything is sent. A new mentor starts off the site.
 */
export function MentorForm({
  initial,
  onSubmit,
  onCancel,
}: {
  initial?: AdminMentor;
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { values, setValues, errors, pending, submit } = useMentorForm(initial, onSubmit);

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={initial ? `Edit ${initial.name}` : 'New mentor'}>
      <FormProblems errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <FormField
            key={field}
            label={LABELS[field].label}
            description={LABELS[field].description}
            error={errors[field]}
            className={field === 'bio' || field === 'schedulingUrl' ? 'sm:col-span-2' : undefined}
          >
            {(props) =>
              field === 'bio' ? (
                <Textarea {...props} name={field} rows={4} value={values[field]} onChange={(event) => setValues({ ...values, [field]: event.target.value })} />
              ) : (
                <Input
                  {...props}
                  name={field}
                  type={field === 'schedulingUrl' ? 'url' : 'text'}
                  value={values[field]}
                  onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                />
              )
            }
          </FormField>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : initial ? 'Save changes' : 'Add mentor'}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
