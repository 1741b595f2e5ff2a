import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { LoadState } from '@/components/ui/workspace-page';
import type { CurrentUser } from '@/features/auth/api/get-current-user';
import { noticeFromState } from '@/features/auth/lib/navigation-state';
import { accountTypeOf } from '@/lib/account-type';
import { useFamily } from '@/components/family/get-family';
import { FamilyLinks } from '../components/family-links';
import { FamilyFrame, FamilyPageRoute } from '../components/family-page';
import { InviteSection } from '../components/invite-section';
import { ReceiptsLink } from '@/components/receipts-link';

const LINKS_HEADING_ID = 'family-links-title';

/**
 * The result of her last action (an invitation sent, a link ended, an invitation accepted on the
 * way here), read out as it changes; an accepted invitation's sentence also takes the focus.
 */
function useAnnouncement() {
  const { state } = useLocation();
  const [message, setMessage] = useState(() => noticeFromState(state) ?? '');
  const status = useRef<HTMLParagraphElement>(null);
  const arrivedWithNotice = useRef(message !== '');
  useEffect(() => {
    if (arrivedWithNotice.current) status.current?.focus();
  }, []);
  return { message, setMessage, status };
}

function FamilyContent() {
  const family = useFamily();
  const { message, setMessage, status } = useAnnouncement();
  const onEnded = (sentence: string) => {
    setMessage(sentence);
    // The item she was on is gone: the list's heading takes the focus.
    document.getElementById(LINKS_HEADING_ID)?.focus();
  };
  return (
    <div className="grid gap-8">
      <p
        ref={status}
        role="status"
        tabIndex={-1}
        className={message ? 'rounded-2xl border border-emerald-200 bg-emerald-50 p-4 font-semibold text-emerald-950 outline-none' : 'sr-only'}
      >
        {message}
      </p>
      {family.data ? (
        <>
          <FamilyLinks family={family.data} headingId={LINKS_HEADING_ID} onEnded={onEnded} />
          <InviteSection family={family.data} onSent={setMessage} />
          <ReceiptsLink className="justify-self-start" />
        </>
      ) : (
        <LoadState failed={family.isError} what="your family" onRetry={() => void family.refetch()} />
      )}
    </div>
  );
}

const DESCRIPTION = {
  athlete: 'Link your account with a parent or guardian. They see your packages, sessions and progress; you choose what else to share.',
  guardian: 'The athletes linked to your account, and how to link another one.',
} as const;

/** /family (athlete or guardian): her links, her open invitations, and an invitation to send. */
export default function FamilyRoute() {
  return (
    <FamilyPageRoute title="Your Family" what="your family">
      {(user: CurrentUser) => {
        const athlete = accountTypeOf(user) === 'athlete';
        return (
          <FamilyFrame
            title="Your Family"
            description={DESCRIPTION[accountTypeOf(user)]}
            back={athlete ? { to: '/dashboard', label: 'Back to Dashboard' } : undefined}
          >
            <FamilyContent />
          </FamilyFrame>
        );
      }}
    </FamilyPageRoute>
  );
}
