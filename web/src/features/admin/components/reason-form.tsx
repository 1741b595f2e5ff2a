import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/**
 * An admin action behind its summary line: the reason (required, it goes into the audit log),
 * any extra field (`children`), and the button. The reason is kept until the action succeeds.
 */
export function ReasonForm({
  summary,
  submitLabel,
  pending,
  onSubmit,
  children,
  destructive = false,
}: {
  summary: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
  children?: ReactNode;
  destructive?: boolean;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setError('Please give a reason (a few words): it goes into the audit log.');
      return;
    }
    setError(null);
    onSubmit(reason.trim()).then(
      () => setReason(''),
      () => undefined,
    );
  };
  return (
    <details className="rounded-xl border border-plum-100 bg-plum-50/40 p-3 text-sm">
      <summary className="cursor-pointer font-semibold text-plum-800">{summary}</summary>
      <form onSubmit={submit} className="mt-3 grid gap-2" noValidate>
        {children}
        <Label htmlFor={`${id}-reason`}>Reason (for the audit log)</Label>
        <Textarea
          id={`${id}-reason`}
          rows={2}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-danger-800">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="sm" variant={destructive ? 'destructive' : 'primary'} disabled={pending} className="justify-self-start">
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </form>
    </details>
  );
}
