import { MailWarning } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { useFamilyInvite } from '../api/invitation';
import { InvitationAnswer } from '../components/invitation-answer';
import { formatDay, invitedRole } from '../lib/family-words';

const TITLE = 'Family Invitation';

/** An invitation that cannot be used (unknown, used, expired, not complete): the API's sentence. */
function InvitationRefused({ message }: { message: string }) {
  return (
    <div role="alert" className="grid gap-4 rounded-2xl border border-danger-700/30 bg-danger-50 p-5 text-center">
      <MailWarning className="mx-auto size-6 text-danger-700" aria-hidden="true" />
      <p className="font-semibold text-danger-800">{message}</p>
      <Link to="/family" className={buttonVariants({ variant: 'outline', className: 'justify-self-center' })}>
        Go to your Family page
      </Link>
    </div>
  );
}

function InvitationContent({ token }: { token: string }) {
  const invite = useFamilyInvite(token);
  const acceptPath = `/family/accept/${encodeURIComponent(token)}`;
  if (invite.isPending) return <Spinner label="Reading the invitation…" className="min-h-[20vh]" />;
  if (invite.isError) return <InvitationRefused message={getErrorMessage(invite.error, 'This invitation could not be read. Please try again.')} />;
  const { inviterFirstName, invitedAs, email, expiresAt } = invite.data;
  return (
    <section aria-labelledby="invitation-title" className="grid gap-5 rounded-2xl border border-plum-100 bg-white p-5 shadow-sm shadow-plum-900/5 sm:p-8">
      <h2 id="invitation-title" className="text-xl font-bold text-pretty text-ink">
        {inviterFirstName} invited you to link your accounts as {invitedRole(invitedAs)}
      </h2>
      <p className="text-sm text-muted">
        The invitation was sent to <span className="font-semibold [overflow-wrap:anywhere] text-ink">{email}</span>: only an account registered with this
        address can accept it. It expires {formatDay(expiresAt)}.
      </p>
      <InvitationAnswer invite={invite.data} token={token} acceptPath={acceptPath} />
    </section>
  );
}

/** /family/accept/:token (public, never indexed): the link in a family invitation's e-mail. */
export default function AcceptInviteRoute() {
  const { token = '' } = useParams();
  usePageTitle(TITLE);
  useNoIndex();
  return (
    <Container className="max-w-xl py-12 sm:py-20">
      <PageHeading className="text-center">{TITLE}</PageHeading>
      <div className="mt-8">
        <InvitationContent token={token} />
      </div>
    </Container>
  );
}
