import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';
import { Input } from './input';

type FieldName = 'firstName' | 'lastName' | 'email';

/** First and last name side by side (from the small breakpoint up), then the e-mail: who she is and where we reach her. */
export function NameAndEmailFields({
  register,
  errors,
}: {
  register: (name: FieldName) => UseFormRegisterReturn;
  errors: Partial<Record<FieldName, { message?: string }>>;
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          {(field) => <Input {...field} autoComplete="given-name" {...register('firstName')} />}
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          {(field) => <Input {...field} autoComplete="family-name" {...register('lastName')} />}
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        {(field) => <Input {...field} type="email" inputMode="email" autoComplete="email" spellCheck={false} {...register('email')} />}
      </FormField>
    </>
  );
}
