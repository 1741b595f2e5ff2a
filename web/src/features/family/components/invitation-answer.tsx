import { Check, LogIn, UserPlus } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { FamilyInviteSummary } from '@herway/shared/contracts/family';
import { Button, buttonVariants } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { loginPathFor } from '@/features/auth/lib/safe-redirect';
import { getErrorMessage } from '@/lib/api-client';
import { useAcceptFamilyInvite } from '../api/invitation';
import { createAccountLabel } from '../lib/family-words';

/** Where registering with the invited address goes: the register form for the right kind of account, then back here. */
export function registerPathFor(invite: FamilyInviteSummary, acceptPath: string): string {
  const query = new URLSearchParams({ as: invite.invitedAs, email: invite.email, redirect: acceptPath });
  return `/register?${query.toString()}`;
}

/** Signed in: accept, then on to /family with the API's sentence; a refusal (another address, the wrong kind of account) as the API says it. */
function AcceptButton({ token }: { token: string }) {
  const accept = useAcceptFamilyInvite();
  const navigate = useNavigate();
  const onAccept = () => accept.mutate(token, { onSuccess: (reply) => void navigate('/family', { state: { notice: reply.message } }) });
  return (
    <div className="grid gap-3">
      <Button size="lg" className="w-full" disabled={accept.isPending} onClick={onAccept}>
        <Check className="size-4" aria-hidden="true" />
        {accept.isPending ? 'Accepting…' : 'Accept'}
      </Button>
      <div aria-live="polite">{accept.isError ? <p className="text-sm font-medium text-danger-800">{getErrorMessage(accept.error)}</p> : null}</div>
    </div>
  );
}

/**
 * What she can do with an invitation: accept it when signed in; signed out, sign in or create the
 * account it is for, each coming back to this page. The shell's passive question (asked only when
 * this browser signed in before) says who is signed in, so a visitor's page logs no 401.
 */
export function InvitationAnswer({ invite, token, acceptPath }: { invite: FamilyInviteSummary; token: string; acceptPath: string }) {
  const { user } = useCurrentUser({ passive: true });
  if (user) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-muted">
          You are signed in as <span className="font-semibold [overflow-wrap:anywhere] text-ink">{user.email}</span>.
        </p>
        <AcceptButton token={token} />
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <Link to={loginPathFor(acceptPath)} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
        <LogIn className="size-4" aria-hidden="true" />
        Sign in
      </Link>
      <Link
        to={registerPathFor(invite, acceptPath)}
        className={buttonVariants({ variant: 'outline', size: 'lg', className: 'h-auto min-h-12 w-full py-2 whitespace-normal' })}
      >
        <UserPlus className="size-4" aria-hidden="true" />
        {createAccountLabel(invite.invitedAs)}
      </Link>
    </div>
  );
}
