import { useState, type FormEvent, type ReactNode } from 'react';
import type { CustomerInfo } from '@herway/shared/contracts/payments';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { checkCustomerInfo, type CustomerInfoErrors, type CustomerInfoField } from '../lib/customer-info';

type Props = {
  initial: CustomerInfo;
  onSubmit: (info: CustomerInfo) => void;
  /** Asked once the fields are valid (the terms box): false stops here. */
  canSubmit?: () => boolean;
  /** Shown between the fields and the button (the discount entry, the terms). */
  children?: ReactNode;
};

const FIELDS: Array<{ field: CustomerInfoField; label: string; autoComplete: string; type?: string; maxLength: number }> = [
  { field: 'name', label: 'Parent/guardian name', autoComplete: 'name', maxLength: 200 },
  { field: 'athleteName', label: 'Athlete name', autoComplete: 'off', maxLength: 200 },
  { field: 'email', label: 'Email', autoComplete: 'email', type: 'email', maxLength: 254 },
];

/** Step 1 of /checkout: her details (docs/product-rules.md#forms-and-their-messages). */
export function CustomerInfoForm({ initial, onSubmit, canSubmit, children }: Props) {
  const [info, setInfo] = useState<CustomerInfo>(initial);
  const [errors, setErrors] = useState<CustomerInfoErrors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkCustomerInfo(info);
    if (!check.ok) {
      setErrors(check.errors);
      toast({ title: check.title, description: check.description, variant: 'destructive' });
      const first = FIELDS.find(({ field }) => check.errors[field]);
      if (first) event.currentTarget.querySelector<HTMLInputElement>(`[name="${first.field}"]`)?.focus();
      return;
    }
    setErrors({});
    if (canSubmit && !canSubmit()) return;
    onSubmit(check.info);
  }

  return (
    <form noValidate aria-labelledby="customer-info-title" className="grid gap-5" onSubmit={submit}>
      <h2 id="customer-info-title" className="text-lg font-bold text-ink">
        Your Information
      </h2>
      {FIELDS.map(({ field, label, autoComplete, type, maxLength }) => (
        <FormField key={field} label={label} error={errors[field]}>
          {(control) => (
            <Input
              {...control}
              name={field}
              type={type}
              autoComplete={autoComplete}
              maxLength={maxLength}
              required
              value={info[field]}
              onChange={(event) => {
                setInfo({ ...info, [field]: event.target.value });
                if (errors[field]) setErrors({ ...errors, [field]: undefined });
              }}
            />
          )}
        </FormField>
      ))}
      {children}
      <Button type="submit" size="lg" className="w-full">
        Continue to Payment
      </Button>
    </form>
  );
}
