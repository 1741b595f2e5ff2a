import type { UseMutationResult } from '@tanstack/react-query';
import type { UserRecord } from '@herway/shared/contracts/admin';
import type { MessageReply } from '@herway/shared/contracts/common';
import { getErrorMessage } from '@/lib/api-client';
import { useRemoveAdmin, useResetAuthenticator } from '../api/admin-accounts';
import { ReasonForm } from './reason-form';

type AccountAction = UseMutationResult<MessageReply, Error, { userId: string; body: { reason: string } }>;

/** One action on another admin's account: its form (with a reason for the audit log) and what came of it. */
function AccountActionForm({ user, action, summary, note }: { user: UserRecord; action: AccountAction; summary: string; note: string }) {
  return (
    <div className="grid gap-1">
      <ReasonForm
        summary={summary}
        submitLabel={summary}
        destructive
        pending={action.isPending}
        onSubmit={(reason) => action.mutateAsync({ userId: user.id, body: { reason } })}
      >
        <p className="text-muted">{note}</p>
      </ReasonForm>
      {action.isError ? (
        <p role="alert" className="text-sm text-danger-800">
          {getErrorMessage(action.error)}
        </p>
      ) : null}
      {action.isSuccess ? (
        <p role="status" className="text-sm text-plum-800">
          {action.data.message}
        </p>
      ) : null}
    </div>
  );
}

/** Under another admin's role: reset her authenticator (a lost phone), or remove her admin access. */
export function AdminAccountActions({ user }: { user: UserRecord }) {
  const reset = useResetAuthenticator();
  const removal = useRemoveAdmin();
  return (
    <div className="mt-2 grid gap-2">
      <AccountActionForm
        user={user}
        action={reset}
        summary="Reset authenticator"
        note={`For a lost phone: ${user.email} is signed out, e-mailed, and sets up a new authenticator at her next sign-in.`}
      />
      <AccountActionForm
        user={user}
        action={removal}
        summary="Remove admin access"
        note={`${user.email} is signed out at once and can no longer open /admin.`}
      />
    </div>
  );
}
