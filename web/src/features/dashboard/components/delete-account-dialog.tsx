import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { deleteAccountBodySchema, type DeleteAccountBody } from '@herway/shared/contracts/account';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { apiMessage, isUnauthorized } from '@/features/auth/lib/api-errors';
import { useDeleteAccount, type DeleteAccountData } from '../api/delete-account';
import { CURRENT_USER_QUERY_KEY } from '@/lib/query-keys';

const resolver = zodResolver(deleteAccountBodySchema);

/**
 * The dialog's password form and the deletion: a failure is shown on the field (and a 401 asks
 * for the current user again). The dialog stays open while deleting; closed, it is reset.
 */
function useDeleteAccountForm(setOpen: (open: boolean) => void) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<DeleteAccountBody, unknown, DeleteAccountData>({ resolver, defaultValues: { password: '' } });
  const deletion = useDeleteAccount();

  const onSubmit = (data: DeleteAccountData) =>
    deletion.mutate(data, {
      onError: (error) => {
        const message = apiMessage(error) ?? 'Your account could not be deleted. Please try again.';
        setError('password', { type: 'server', message }, { shouldFocus: true });
        if (isUnauthorized(error)) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      },
    });

  const onOpenChange = (next: boolean) => {
    if (deletion.isPending) return;
    setOpen(next);
    if (!next) {
      reset();
      deletion.reset();
    }
  };

  return { onOpenChange, register, errors, submit: handleSubmit(onSubmit), pending: deletion.isPending };
}

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it, focused again when it closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * 'Delete my account' (opened by delete-account-button.tsx): a dialog asking for her password. A wrong password (401 'Password is
 * incorrect') and any other failure are shown in the dialog, which stays open. After a 401 the
 * current user is asked again, so a session that really ended still reaches the page guard.
 */
export function DeleteAccountDialog({ open, onOpenChange: setOpen, returnFocusTo }: DeleteAccountDialogProps) {
  const { onOpenChange, register, errors, submit, pending } = useDeleteAccountForm(setOpen);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          This permanently deletes your HerWay account and everything stored with it: your profile, your packages, your course access and your session history.
          It cannot be undone. Enter your password to confirm.
        </DialogDescription>
        <form noValidate onSubmit={submit} className="grid gap-5">
          <FormField label="Password" error={errors.password?.message}>
            {(field) => <Input {...field} type="password" autoComplete="current-password" {...register('password')} />}
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
