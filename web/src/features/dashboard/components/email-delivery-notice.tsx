import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { changeEmailBodySchema, MAIL_KINDS, type ChangeEmailBody, type SuppressedAddress } from '@herway/shared/contracts/mail';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { apiMessage, isUnauthorized } from '@/features/auth/lib/api-errors';
import { ApiError } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@/lib/query-keys';
import { serverIssues } from '@/lib/server-issues';
import { useChangeEmail, type ChangeEmailData } from '../api/change-email';

const resolver = zodResolver(changeEmailBodySchema);

/** What happened to her mail, in plain words. */
function whatHappened({ email, reason, kind }: SuppressedAddress): string {
  return reason === 'bounce'
    ? `Our e-mails to ${email} are not arriving: ${MAIL_KINDS[kind]} came back undelivered, so we have stopped writing to this address.`
    : `One of our e-mails to ${email} (${MAIL_KINDS[kind]}) was marked as spam, so we have stopped writing to this address.`;
}

/** The form: her address (the one we have, to correct or to confirm) and her password; the server's refusals on their fields. */
function useEmailForm(email: string) {
  const queryClient = useQueryClient();
  const form = useForm<ChangeEmailBody, unknown, ChangeEmailData>({ resolver, defaultValues: { email, password: '' } });
  const change = useChangeEmail();
  const onSubmit = (data: ChangeEmailData) =>
    change.mutate(data, {
      onError: (error) => {
        const issues = serverIssues(error);
        for (const issue of issues)
          if (issue.field === 'email' || issue.field === 'password') form.setError(issue.field, { type: 'server', message: issue.message });
        if (issues.length > 0) return;
        const message = apiMessage(error) ?? 'Your address could not be saved. Please try again.';
        const field = error instanceof ApiError && error.status === 409 ? 'email' : 'password';
        form.setError(field, { type: 'server', message }, { shouldFocus: true });
        if (isUnauthorized(error)) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      },
    });
  return { ...form, submit: form.handleSubmit(onSubmit), pending: change.isPending };
}

/**
 * Her account's address is suppressed (it bounced, or she marked our mail as spam: docs/email.md):
 * the dashboard says so and lets her correct it, or enter it again when it is right.
 */
export function EmailDeliveryNotice({ delivery }: { delivery: SuppressedAddress }) {
  const {
    register,
    submit,
    pending,
    formState: { errors },
  } = useEmailForm(delivery.email);
  return (
    <section aria-labelledby="email-delivery-title" className="flex min-w-0 flex-col gap-4 rounded-2xl border border-danger-700 bg-danger-50 p-5">
      <div className="flex gap-3">
        <MailWarning className="mt-0.5 size-6 shrink-0 text-danger-700" aria-hidden="true" />
        <div className="min-w-0 space-y-1">
          <h2 id="email-delivery-title" className="font-bold text-danger-800">
            We can&apos;t e-mail you
          </h2>
          <p className="text-sm break-words text-ink">{whatHappened(delivery)}</p>
          <p className="text-sm text-ink">
            Check your address below. Correct it, or enter it again if it is right, and we will e-mail you again. You will sign in with it from now on.
          </p>
        </div>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <FormField label="Email" error={errors.email?.message}>
          {(field) => <Input {...field} type="email" inputMode="email" autoComplete="email" spellCheck={false} {...register('email')} />}
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          {(field) => <Input {...field} type="password" autoComplete="current-password" {...register('password')} />}
        </FormField>
        <Button type="submit" disabled={pending} className="sm:col-span-2 sm:justify-self-start">
          {pending ? 'Saving...' : 'Save and e-mail me again'}
        </Button>
      </form>
    </section>
  );
}
