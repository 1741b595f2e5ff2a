import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { resetPasswordBodySchema, type ResetPasswordBody } from '@herway/shared/contracts/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { serverIssues } from '@/lib/server-issues';
import { useResetPassword, type ResetPasswordData } from '../api/reset-password';

const resolver = zodResolver(resetPasswordBodySchema);
const FIELDS = new Set<string>(['email', 'code', 'password', 'confirmPassword']);
const isField = (name: string): name is keyof ResetPasswordBody => FIELDS.has(name);

/** Step 2 of a password reset: the e-mailed 6-digit code and the new password, twice. */
export function ResetPasswordForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordBody, unknown, ResetPasswordData>({
    resolver,
    defaultValues: { email: defaultEmail, code: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const reset = useResetPassword({
    onError: (error) => {
      for (const issue of serverIssues(error)) {
        if (isField(issue.field)) setError(issue.field, { type: 'server', message: issue.message });
      }
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit((data) => reset.mutate(data))} className="grid gap-5">
      <FormField label="Email" error={errors.email?.message}>
        {(field) => <Input {...field} type="email" inputMode="email" autoComplete="email" spellCheck={false} {...register('email')} />}
      </FormField>
      <FormField label="6-digit code" description="From the e-mail we just sent you." error={errors.code?.message}>
        {(field) => (
          <Input
            {...field}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            pattern="[0-9]*"
            spellCheck={false}
            className="tracking-[0.3em]"
            {...register('code')}
          />
        )}
      </FormField>
      <FormField label="New password" description="At least 8 characters." error={errors.password?.message}>
        {(field) => <Input {...field} type="password" autoComplete="new-password" {...register('password')} />}
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        {(field) => <Input {...field} type="password" autoComplete="new-password" {...register('confirmPassword')} />}
      </FormField>
      <Button type="submit" size="lg" disabled={reset.isPending} className="w-full">
        <KeyRound className="size-4" aria-hidden="true" />
        {reset.isPending ? 'Resetting Password...' : 'Reset Password'}
      </Button>
    </form>
  );
}
