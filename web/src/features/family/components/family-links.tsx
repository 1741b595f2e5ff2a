import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { FamilyLink, FamilyReply } from '@herway/shared/contracts/family';
import { buttonVariants } from '@/components/ui/button';
import { FamilyLinkItem } from './family-link-item';

/** A guardian with no athlete linked yet: the two ways a link is made. */
function HowLinkingWorks() {
  return (
    <div className="grid gap-2 rounded-2xl border border-dashed border-plum-200 bg-white p-5 text-sm text-ink">
      <p className="font-semibold">No athlete is linked to your account yet.</p>
      <p className="text-muted">There are two ways to link your accounts:</p>
      <ol className="ml-5 list-decimal space-y-1 text-muted">
        <li>Ask your athlete to invite you from her Family page, using the e-mail address of this account.</li>
        <li>Or invite her below with the e-mail address of her HerWay account.</li>
      </ol>
      <p className="text-muted">Either way, the other person accepts the link from the e-mail we send. Either of you can end it at any time.</p>
    </div>
  );
}

/** A guardian's way from a linked athlete's card to her page. */
function AthletePageLink({ link }: { link: FamilyLink }) {
  return (
    <Link
      to={`/family/athletes/${encodeURIComponent(link.userId)}`}
      className={buttonVariants({ className: 'h-auto min-h-11 w-full py-2 whitespace-normal sm:w-auto' })}
    >
      See {link.firstName || 'her'}’s progress
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}

/**
 * Her links, from her side: a guardian's athletes (each a card leading to her page), an athlete's
 * parents and guardians. `headingId` takes the focus after a link ends.
 */
export function FamilyLinks({ family, headingId, onEnded }: { family: FamilyReply; headingId: string; onEnded: (message: string) => void }) {
  const guardian = family.accountType === 'guardian';
  const links = family.links.filter((link) => link.role === (guardian ? 'athlete' : 'guardian'));
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} tabIndex={-1} className="text-xl font-bold text-ink outline-none">
        {guardian ? 'Your athletes' : 'Your parents and guardians'}
      </h2>
      {links.length > 0 ? (
        <ul className="grid gap-3">
          {links.map((link) => (
            <FamilyLinkItem key={link.id} link={link} action={guardian ? <AthletePageLink link={link} /> : undefined} onEnded={onEnded} />
          ))}
        </ul>
      ) : guardian ? (
        <HowLinkingWorks />
      ) : (
        <p className="rounded-2xl border border-dashed border-plum-200 bg-white p-5 text-sm text-muted">
          No parent or guardian is linked yet. Invite one below: once linked, she sees your packages, sessions and progress, and never your mentor’s notes or
          your recruiting workspace unless you share them.
        </p>
      )}
    </section>
  );
}
