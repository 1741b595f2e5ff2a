import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useId } from 'react';
import { useForm, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { registerBodySchema } from '@herway/shared/contracts/auth';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NameAndEmailFields } from '@/components/ui/name-and-email-fields';
import { Label } from '@/components/ui/label';
import { serverIssues } from '@/lib/server-issues';
import { useRegister, type RegisterData } from '../api/register';
import { authLinkClass } from './auth-layout';

/** What the fields hold: strings, and the age box ticked or not. */
export type RegisterFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  ageConfirmed: boolean;
};

const emptyForm: RegisterFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  ageConfirmed: false,
};

// The shared contract validates (its messages, and the 13+ confirmation); the cast only widens its
// input type to the form's values (an unticked box is `false`, which the contract refuses).
const resolver = zodResolver(registerBodySchema) as unknown as Resolver<RegisterFormValues, unknown, RegisterData>;

const fieldNames = new Set<string>(Object.keys(emptyForm));
const isFieldName = (name: string): name is keyof RegisterFormValues => fieldNames.has(name);

/** The form's fields and the registration: the server's field problems are shown on their fields. */
function useRegisterForm(redirectTo: string) {
  const form = useForm<RegisterFormValues, unknown, RegisterData>({ resolver, defaultValues: emptyForm, mode: 'onTouched' });
  const { setError } = form;
  const registration = useRegister({
    redirectTo,
    onError: (error) => {
      for (const issue of serverIssues(error)) {
        if (isFieldName(issue.field)) setError(issue.field, { type: 'server', message: issue.message });
      }
    },
  });
  return { form, registration };
}

/** The 13+ confirmation, with the terms it agrees to and its error. */
function AgeConfirmation({ field, error }: { field: UseFormRegisterReturn<'ageConfirmed'>; error: string | undefined }) {
  const ageId = useId();
  const ageHintId = `${ageId}-hint`;
  const ageErrorId = `${ageId}-error`;
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <Checkbox
          id={ageId}
          aria-describedby={error ? `${ageHintId} ${ageErrorId}` : ageHintId}
          aria-invalid={error ? true : undefined}
          className="mt-0.5"
          {...field}
        />
        <Label htmlFor={ageId} className="cursor-pointer">
          I am 13 years of age or older
        </Label>
      </div>
      <p id={ageHintId} className="pl-8 text-sm text-muted">
        A parent or guardian creating the account for a daughter confirms this for her. By creating an account you agree to our{' '}
        <Link to="/terms" className={authLinkClass}>
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className={authLinkClass}>
          Privacy Policy
        </Link>
        .
      </p>
      {error ? (
        <p id={ageErrorId} className="pl-8 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** 'Create Account': names, e-mail, password twice and the 13+ confirmation. */
export function RegisterForm({ redirectTo }: { redirectTo: string }) {
  const { form, registration } = useRegisterForm(redirectTo);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  return (
    <form noValidate onSubmit={handleSubmit((data) => registration.mutate(data))} className="grid gap-5">
      <NameAndEmailFields register={register} errors={errors} />
      <FormField label="Password" description="At least 8 characters." error={errors.password?.message}>
        {(field) => <Input {...field} type="password" autoComplete="new-password" {...register('password')} />}
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        {(field) => <Input {...field} type="password" autoComplete="new-password" {...register('confirmPassword')} />}
      </FormField>

      <AgeConfirmation field={register('ageConfirmed')} error={errors.ageConfirmed?.message} />

      <Button type="submit" size="lg" disabled={registration.isPending} className="w-full">
        <UserPlus className="size-4" aria-hidden="true" />
        {registration.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
