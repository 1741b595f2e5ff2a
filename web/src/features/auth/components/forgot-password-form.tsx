import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { forgotPasswordBodySchema, type ForgotPasswordBody } from '@herway/shared/contracts/auth';
import type { MessageReply } from '@herway/shared/contracts/common';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useRequestPasswordReset, type ForgotPasswordData } from '../api/request-password-reset';

const resolver = zodResolver(forgotPasswordBodySchema);

/** Step 1 of a password reset: the e-mail address the code goes to. */
export function ForgotPasswordForm({ defaultEmail = '', onSent }: { defaultEmail?: string; onSent: (reply: MessageReply, data: ForgotPasswordData) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordBody, unknown, ForgotPasswordData>({
    resolver,
    defaultValues: { email: defaultEmail },
    mode: 'onTouched',
  });
  const request = useRequestPasswordReset({ onSuccess: onSent });

  return (
    <form noValidate onSubmit={handleSubmit((data) => request.mutate(data))} className="grid gap-5">
      <FormField label="Email" error={errors.email?.message}>
        {(field) => <Input {...field} type="email" inputMode="email" autoComplete="email" spellCheck={false} {...register('email')} />}
      </FormField>
      <Button type="submit" size="lg" disabled={request.isPending} className="w-full">
        <Mail className="size-4" aria-hidden="true" />
        {request.isPending ? 'Sending Code...' : 'Send Reset Code'}
      </Button>
    </form>
  );
}
