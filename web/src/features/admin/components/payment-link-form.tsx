import { useState, type FormEvent } from 'react';
import { createPaymentLinkBodySchema } from '@herway/shared/contracts/admin-money';
import type { AdminPaymentLink } from '@herway/shared/contracts/admin-money';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useCreatePaymentLink } from '../api/payment-links';
import { FormProblems } from './form-problems';
import { checkForm, endOfDay, errorsOfResponse, type FormErrors } from '../lib/form-errors';
import { CopyLink } from './copy-link';

const blank = { amount: '', description: '', expiresOn: '', singleUse: true };

/** What the form sends: whole dollars, what it is for, optional last day, single use. */
export function linkBodyOf(values: typeof blank) {
  const expiresAt = endOfDay(values.expiresOn);
  return {
    amount: values.amount.trim() === '' ? undefined : Number(values.amount.trim().replace(/^\$/, '')),
    description: values.description,
    ...(expiresAt ? { expiresAt } : {}),
    singleUse: values.singleUse,
  };
}

/** A new payment link; once made, its address to copy. Every problem shows at once. */
export function PaymentLinkForm() {
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<FormErrors>({});
  const [created, setCreated] = useState<AdminPaymentLink | null>(null);
  const create = useCreatePaymentLink();
  const set = <K extends keyof typeof blank>(field: K, value: (typeof blank)[K]) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = linkBodyOf(values);
    const checked = checkForm(createPaymentLinkBodySchema, body);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    create.mutate(body, {
      onSuccess: ({ paymentLink }) => {
        setCreated(paymentLink);
        setValues(blank);
      },
      onError: (error) => setErrors(errorsOfResponse(error)),
    });
  };

  return (
    <div className="grid gap-4">
      <form noValidate onSubmit={submit} className="grid gap-4" aria-label="New payment link">
        <FormProblems errors={errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Amount (whole dollars, $1 to $5,000)" error={errors.amount}>
            {(field) => <Input {...field} name="amount" inputMode="numeric" value={values.amount} onChange={(event) => set('amount', event.target.value)} />}
          </FormField>
          <FormField label="What it is for" description="The family sees this on the payment page." error={errors.description}>
            {(field) => (
              <Input {...field} name="description" maxLength={200} value={values.description} onChange={(event) => set('description', event.target.value)} />
            )}
          </FormField>
          <FormField label="Last day it works" optional error={errors.expiresAt}>
            {(field) => <Input {...field} type="date" name="expiresOn" value={values.expiresOn} onChange={(event) => set('expiresOn', event.target.value)} />}
          </FormField>
          <label className="flex items-center gap-2 self-end pb-3 text-sm">
            <Checkbox name="singleUse" checked={values.singleUse} onChange={(event) => set('singleUse', event.target.checked)} />
            Single use (it can be paid once)
          </label>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create link'}
          </Button>
        </div>
      </form>
      {created ? (
        <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4">
          <CopyLink url={created.url} label={`New link: $${created.amount} for ${created.description}`} />
        </div>
      ) : null}
    </div>
  );
}
