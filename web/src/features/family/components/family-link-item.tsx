import { UserRoundX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { FamilyLink } from '@herway/shared/contracts/family';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useEndFamilyLink } from '../api/change-family';
import { formatDay, fullName } from '../lib/family-words';

/**
 * "End link", then a confirm step (ending is immediate, for both sides). `onEnded` gets the API's
 * sentence; a refusal shows under the buttons.
 */
function EndLinkControl({ link, onEnded }: { link: FamilyLink; onEnded: (message: string) => void }) {
  const [confirming, setConfirming] = useState(false);
  const end = useEndFamilyLink();
  const name = fullName(link);
  if (!confirming) {
    return (
      <Button variant="outline" size="md" className="w-full sm:w-auto" onClick={() => setConfirming(true)}>
        <UserRoundX className="size-4" aria-hidden="true" />
        End link
      </Button>
    );
  }
  const confirmEnd = () => end.mutate(link.id, { onSuccess: (reply) => onEnded(reply.message) });
  return (
    <div role="group" aria-label={`End the link with ${name}`} className="grid gap-3 rounded-xl border border-danger-700/30 bg-danger-50 p-4">
      <p className="text-sm text-ink">End the link with {name}? It ends at once for both of you; a new invitation can link you again.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        {/* The confirm button takes the focus so a keyboard or screen-reader user lands on the choice. */}
        <Button variant="destructive" autoFocus disabled={end.isPending} onClick={confirmEnd}>
          {end.isPending ? 'Ending…' : 'Yes, end the link'}
        </Button>
        <Button variant="ghost" disabled={end.isPending} onClick={() => setConfirming(false)}>
          Keep the link
        </Button>
      </div>
      {end.isError ? (
        <p role="alert" className="text-sm font-medium text-danger-800">
          {getErrorMessage(end.error)}
        </p>
      ) : null}
    </div>
  );
}

/** One live link: her name, e-mail, since when, and "End link"; `action` is what else the card offers (a guardian's way to her athlete's page). */
export function FamilyLinkItem({ link, action, onEnded }: { link: FamilyLink; action?: ReactNode; onEnded: (message: string) => void }) {
  const titleId = `family-link-${link.id}`;
  return (
    <li>
      <article aria-labelledby={titleId} className="grid gap-4 rounded-2xl border border-plum-100 bg-white p-5 shadow-sm shadow-plum-900/5">
        <div className="grid min-w-0 gap-1">
          <h3 id={titleId} className="text-lg font-bold [overflow-wrap:anywhere] text-ink">
            {fullName(link)}
          </h3>
          <p className="text-sm [overflow-wrap:anywhere] text-muted">{link.email}</p>
          <p className="text-sm text-muted">Linked since {formatDay(link.since)}</p>
        </div>
        <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-start">
          {action}
          <EndLinkControl link={link} onEnded={onEnded} />
        </div>
      </article>
    </li>
  );
}
