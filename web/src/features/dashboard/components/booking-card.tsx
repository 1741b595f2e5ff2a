import { CalendarPlus, ExternalLink } from 'lucide-react';
import type { BookingLink } from '@herway/shared/contracts/dashboard';
import { buttonVariants } from '@/components/ui/button';
import { useRefreshOnReturn } from '../lib/use-refresh-on-return';

/** 'Schedule 60-min session with Maya Reynolds'. */
export function bookingLinkLabel(link: Pick<BookingLink, 'sessionMinutes' | 'mentorName'>): string {
  return `Schedule ${link.sessionMinutes}-min session with ${link.mentorName}`;
}

/** The mentors' scheduling links, each opening in a new tab (refreshed on her return). */
export function BookingCard({ links, sessionsRemaining }: { links: readonly BookingLink[]; sessionsRemaining: number }) {
  const refreshOnReturn = useRefreshOnReturn();

  return (
    <section
      aria-labelledby="book-session"
      className="rounded-2xl border border-plum-200 bg-linear-to-br from-plum-50 to-white p-6 shadow-sm shadow-plum-900/5 sm:p-8"
    >
      <div className="flex items-center gap-3">
        <CalendarPlus className="size-6 text-plum-700" aria-hidden="true" />
        <h2 id="book-session" className="text-xl font-bold text-ink">
          Book Your Next Session
        </h2>
      </div>
      <p className="mt-2 text-muted">
        You have {sessionsRemaining} {sessionsRemaining === 1 ? 'session' : 'sessions'} left to book. Pick a mentor and a time that suits you; the scheduler
        opens in a new tab, and your booking shows up here in a moment.
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {links.map((link, index) => (
          <a
            key={link.mentorId}
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={refreshOnReturn}
            className={buttonVariants({ variant: index === 0 ? 'primary' : 'outline', className: 'h-auto min-h-11 py-2.5 whitespace-normal text-center' })}
          >
            {bookingLinkLabel(link)}
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ))}
      </div>
    </section>
  );
}
