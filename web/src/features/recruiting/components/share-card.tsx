import { ExternalLink, Share2 } from 'lucide-react';
import { useId } from 'react';
import type { ProfileReply } from '@herway/shared/contracts/recruiting';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useShareProfile } from '../api/share-profile';

/** Her coach-facing page: off until she shares it; revoking makes the address open nothing. */
export function ShareCard({ sharing }: { sharing: ProfileReply['sharing'] }) {
  const id = useId();
  const share = useShareProfile();
  const url = sharing.sharePath ? `${window.location.origin}${sharing.sharePath}` : null;
  const change = (shared: boolean) =>
    share.mutate(shared, {
      onSuccess: () =>
        toast({
          title: shared ? 'Your page is shared' : 'Sharing stopped',
          description: shared ? 'Send the link to coaches.' : 'The old link no longer works.',
        }),
      onError: (error) => toast({ title: 'Not changed', description: getErrorMessage(error), variant: 'destructive' }),
    });

  return (
    <section aria-label="Share with coaches" className="grid gap-4 rounded-2xl border border-plum-200 bg-plum-50 p-4 sm:p-6">
      <h2 className="text-lg font-bold text-ink">Share with coaches</h2>
      {url ? (
        <>
          <p className="text-sm text-muted">
            Anyone with this link sees your profile and highlight videos (never your account e-mail). Search engines are asked not to list it.
          </p>
          <div className="grid gap-2">
            <label htmlFor={id} className="text-sm font-semibold text-ink">
              Your page’s link
            </label>
            <Input id={id} readOnly value={url} onFocus={(event) => event.target.select()} className="h-10 font-mono text-xs" />
          </div>
          <div className="flex flex-wrap gap-3">
            <a
              href={url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-sm font-semibold text-plum-700 underline underline-offset-2"
            >
              Open your page <ExternalLink className="size-4" aria-hidden="true" />
            </a>
            <Button variant="destructive" size="sm" disabled={share.isPending} onClick={() => change(false)}>
              Stop sharing
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-muted">Your profile is private. Share it to get a link you can send to coaches; you can stop sharing at any time.</p>
          <Button size="sm" className="justify-self-start" disabled={share.isPending} onClick={() => change(true)}>
            <Share2 className="size-4" aria-hidden="true" />
            Share my page
          </Button>
        </>
      )}
    </section>
  );
}
