import { Link2 } from 'lucide-react';
import type { CoachLink } from '@herway/shared/contracts/coach-links';
import type { School } from '@herway/shared/contracts/recruiting';
import { CopyField } from '@/components/copy-field';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useAddFollowUp, useCoachLinks, useMakeCoachLink, useRevokeCoachLink } from '../api/coach-links';
import { openedSentence } from '../lib/coach-link-words';

const failed = (title: string) => (error: unknown) => toast({ title, description: getErrorMessage(error), variant: 'destructive' });

function LiveLink({ school, link }: { school: School; link: CoachLink }) {
  const revoke = useRevokeCoachLink();
  const followUp = useAddFollowUp();
  const token = link.path.slice('/p/'.length);
  return (
    <>
      <CopyField
        value={`${window.location.origin}${link.path}`}
        label={`Coach link for ${school.name}`}
        buttonText="Copy"
        copiedNote="Copied."
        refusedNote="Your browser did not let us copy it: the link is selected, copy it by hand."
        layout="compact"
      />
      <p className="text-sm text-ink">{openedSentence(link)}</p>
      <div className="flex flex-wrap gap-2">
        {link.opens > 0 ? (
          <Button
            size="sm"
            variant="outline"
            disabled={followUp.isPending || followUp.isSuccess}
            onClick={() =>
              followUp.mutate(
                { schoolId: school.id, schoolName: school.name },
                { onSuccess: () => toast({ title: 'Added to your action items' }), onError: failed('Not added') },
              )
            }
          >
            {followUp.isSuccess ? 'Follow-up added' : 'Add a follow-up'}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          className="text-danger-700"
          disabled={revoke.isPending}
          onClick={() => {
            if (window.confirm(`Revoke the coach link for ${school.name}? It will stop working at once.`))
              revoke.mutate(token, { onError: failed('Not revoked') });
          }}
        >
          Revoke
        </Button>
      </div>
    </>
  );
}

/**
 * Her coach link for this school: her profile page at its own address, so she sees whether it was
 * opened (page views by people, counted on the server; never a claim of interest).
 */
export function CoachLinkPart({ school }: { school: School }) {
  const links = useCoachLinks();
  const make = useMakeCoachLink();
  const link = links.data?.links.find((candidate) => candidate.schoolId === school.id);
  return (
    <section aria-label={`Coach link for ${school.name}`} className="grid min-w-0 gap-2 rounded-xl bg-plum-50 p-3">
      <h4 className="flex items-center gap-1 text-sm font-semibold text-ink">
        <Link2 className="size-4" aria-hidden="true" />
        Coach link
      </h4>
      {link ? (
        <LiveLink school={school} link={link} />
      ) : links.data ? (
        <>
          <p className="text-xs text-muted">Your profile page at its own address for this school’s coaches: you see when it is opened.</p>
          <Button
            size="sm"
            className="justify-self-start"
            disabled={make.isPending}
            onClick={() => make.mutate(school.id, { onError: failed('No link made') })}
          >
            Make a coach link
          </Button>
        </>
      ) : (
        <p className="text-xs text-muted">{links.isError ? 'Your coach links could not be loaded.' : 'Loading…'}</p>
      )}
    </section>
  );
}
