import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { Switch } from './switch';

type SavedSwitchProps<Reply extends { message: string }> = {
  /** What the server holds now. */
  checked: boolean;
  label: ReactNode;
  description?: ReactNode;
  /** Saves the new value: the API's reply, whose `message` is read out. */
  save: (checked: boolean) => Promise<Reply>;
  /** With the reply, once saved (to update the cached answer that `checked` comes from). */
  onSaved?: (reply: Reply) => void;
  className?: string;
};

/**
 * A switch saved as soon as it is flipped: it shows the new value while saving, then the server's;
 * the API's sentence (or its refusal) is read out below it.
 */
export function SavedSwitch<Reply extends { message: string }>({ checked, label, description, save, onSaved, className }: SavedSwitchProps<Reply>) {
  const saving = useMutation({ mutationFn: save, onSuccess: onSaved });
  const shown = saving.isPending ? saving.variables : checked;
  return (
    <div className={className}>
      <Switch checked={shown} onCheckedChange={(next) => saving.mutate(next)} label={label} description={description} busy={saving.isPending} />
      <p aria-live="polite" className="text-sm">
        {saving.isError ? <span className="font-medium text-danger-800">{getErrorMessage(saving.error)}</span> : null}
        {saving.isSuccess ? <span className="text-emerald-900">{saving.data.message}</span> : null}
      </p>
    </div>
  );
}
