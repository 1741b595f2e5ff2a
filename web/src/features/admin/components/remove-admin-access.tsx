import type { UserRecord } from '@herway/shared/contracts/admin';
import { getErrorMessage } from '@/lib/api-client';
import { useRemoveAdmin } from '../api/remove-admin';
import { ReasonForm } from './reason-form';

/** Under another admin's role: takes her admin access away, with a reason for the audit log. */
export function RemoveAdminAccess({ user }: { user: UserRecord }) {
  const removal = useRemoveAdmin();
  return (
    <div className="mt-2 grid gap-1">
      <ReasonForm
        summary="Remove admin access"
        submitLabel="Remove admin access"
        destructive
        pending={removal.isPending}
        onSubmit={(reason) => removal.mutateAsync({ userId: user.id, body: { reason } })}
      >
        <p className="text-muted">{user.email} is signed out at once and can no longer open /admin.</p>
      </ReasonForm>
      {removal.isError ? (
        <p role="alert" className="text-sm text-danger-800">
          {getErrorMessage(removal.error)}
        </p>
      ) : null}
      {removal.isSuccess ? (
        <p role="status" className="text-sm text-plum-800">
          {removal.data.message}
        </p>
      ) : null}
    </div>
  );
}
