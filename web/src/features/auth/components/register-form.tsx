import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { MINIMUM_AGE, type AccountType } from '@herway/shared/contracts/account-type';
import { registerBodySchema } from '@herway/shared/contracts/auth';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NameAndEmailFields } from '@/components/ui/name-and-email-fields';
import { Label } from '@/components/ui/label';
import { serverIssues } from '@/lib/server-issues';
import { useRegister, type RegisterData } from '../api/register';
import type { RegisterStart } from '../lib/register-start';
import { authLinkClass } from './auth-layout';

/** What the fields hold: strings, the kind of account chosen, and the age box ticked or not. */
export type RegisterFormValues = {
  accountType: AccountType;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  ageConfirmed: boolean;
};

const emptyForm: RegisterFormValues = {
  accountType: 'athlete',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  ageConfirmed: false,
};

// The shared contract validates (its messages, and the 13+ or 18+ confirmation); the cast only widens its
// input type to the form's values (an unticked box is `false`, which the contract refuses).
const resolver = zodResolver(registerBodySchema) as unknown as Resolver<RegisterFormValues, unknown, RegisterData>;

const fieldNames = new Set<string>(Object.keys(emptyForm));
const isFieldName = (name: string): name is keyof RegisterFormValues => fieldNames.has(name);

/** The form's fields and the registration: the server's field problems are shown on their fields. */
function useRegisterForm(redirectTo: string, start: RegisterStart) {
  const form = useForm<RegisterFormValues, unknown, RegisterData>({ resolver, defaultValues: { ...emptyForm, ...start }, mode: 'onTouched' });
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

const ACCOUNT_CHOICES: ReadonlyArray<{ value: AccountType; label: string; hint: string }> = [
  { value: 'athlete', label: 'I am an athlete', hint: 'Book mentorship sessions, take the course and track your recruiting.' },
  { value: 'guardian', label: 'I am a parent or guardian', hint: 'Follow your athlete’s progress once the two of you are linked.' },
];

/** 'I am an athlete' or 'I am a parent or guardian': a native radio group, one choice a line on a phone. */
function AccountTypeChoice({ field, error }: { field: UseFormRegisterReturn<'accountType'>; error: string | undefined }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-ink">Who is this account for?</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {ACCOUNT_CHOICES.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-plum-200 p-3 has-checked:border-plum-600 has-checked:bg-plum-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-plum-600"
          >
            <input type="radio" value={choice.value} aria-describedby={`${id}-${choice.value}`} className="mt-0.5 size-4 shrink-0 accent-plum-700" {...field} />
            <span className="grid gap-1">
              <span className="text-sm font-semibold text-ink">{choice.label}</span>
              <span id={`${id}-${choice.value}`} className="text-sm text-muted">
                {choice.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The age confirmation for her kind of account (13+, or 18+ for a parent or guardian), with the terms it agrees to and its error. */
function AgeConfirmation({ field, accountType, error }: { field: UseFormRegisterReturn<'ageConfirmed'>; accountType: AccountType; error: string | undefined }) {
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
          I am {MINIMUM_AGE[accountType]} years of age or older
        </Label>
      </div>
      <p id={ageHintId} className="pl-8 text-sm text-muted">
        {accountType === 'guardian'
          ? 'This account is your own, beside your athlete’s: either of you invites the other by e-mail to link them.'
          : 'A parent or guardian creating the account for a daughter confirms this for her.'}{' '}
        By creating an account you agree to our{' '}
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

/**
 * 'Create Account': an athlete's or a parent's or guardian's, names, e-mail, password twice and the
 * age confirmation for that kind of account. `start` is what the link to the page filled in.
 */
export function RegisterForm({ redirectTo, start }: { redirectTo: string; start: RegisterStart }) {
  const { form, registration } = useRegisterForm(redirectTo, start);
  const {
    register,
    handleSubmit,
    trigger,
    control,
    formState: { errors },
  } = form;
  const accountType = useWatch({ control, name: 'accountType' });
  // A refusal already shown names the age of the kind chosen: choosing the other kind says it again.
  const accountField = register('accountType', { onChange: () => (errors.ageConfirmed ? void trigger('ageConfirmed') : undefined) });

  return (
    <form noValidate onSubmit={handleSubmit((data) => registration.mutate(data))} className="grid gap-5">
      <AccountTypeChoice field={accountField} error={errors.accountType?.message} />
      <NameAndEmailFields register={register} errors={errors} />
      <FormField label="Password" description="At least 8 characters." error={errors.password?.message}>
        {(field) => <Input {...field} type="password" autoComplete="new-password" {...register('password')} />}
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        {(field) => <Input {...field} type="password" autoComplete="new-password" {...register('confirmPassword')} />}
      </FormField>

      <AgeConfirmation field={register('ageConfirmed')} accountType={accountType} error={errors.ageConfirmed?.message} />

      <Button type="submit" size="lg" disabled={registration.isPending} className="w-full">
        <UserPlus className="size-4" aria-hidden="true" />
        {registration.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
