import { CalendarPlus, GraduationCap } from 'lucide-react';
import type { BookingLink } from '@herway/shared/contracts/dashboard';
import type { PublicMentor } from '@herway/shared/contracts/mentors';
import { trackEvent } from '@/lib/analytics';
import { MentorPhoto } from './mentor-photo';
import { useMentors } from './use-mentors';

function MentorOption({ mentor, link, packageType }: { mentor: PublicMentor; link: BookingLink | undefined; packageType: string | null }) {
  const minutes = link?.sessionMinutes ?? mentor.sessionMinutes;
  return (
    <li className="flex flex-col rounded-2xl border border-plum-100 bg-white p-6 shadow-sm shadow-plum-900/5">
      <div className="flex items-center gap-3">
        <MentorPhoto name={mentor.name} initials={mentor.initials} photoUrl={mentor.photoUrl ?? undefined} size={48} />
        <div>
          <h3 className="text-lg font-bold text-ink">{mentor.name}</h3>
          <p className="text-sm text-muted">{mentor.sport}</p>
        </div>
      </div>
      <p className="mt-4 flex items-center gap-2 text-sm text-ink">
        <GraduationCap className="size-4 shrink-0 text-plum-700" aria-hidden="true" />
        {mentor.school}
      </p>
      <p className="mt-2 text-sm text-muted">{mentor.specialty}</p>
      <div className="mt-auto pt-5">
        <a
          href={link?.url ?? mentor.schedulingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-primary px-5 py-2.5 text-center text-sm font-semibold text-white shadow-sm transition-colors hover:bg-plum-800 active:bg-plum-900 [&_svg]:shrink-0"
          onClick={() => trackEvent('mentor_selected', { mentor_id: mentor.id, ...(packageType ? { package_type: packageType } : {}) })}
        >
          <CalendarPlus className="size-4" aria-hidden="true" />
          Schedule {minutes}-min session with {mentor.name}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </li>
  );
}

/**
 * 'Choose Your Mentor' (/payment-success): the mentors on the site, each with a button
 * opening her scheduling link in a new tab. Her own booking links (her sealed token in the UTM
 * fields, so the booking finds her package) are used when known; otherwise the mentor's link.
 */
export function MentorChoice({ bookingLinks, packageType }: { bookingLinks: readonly BookingLink[] | undefined; packageType: string | null }) {
  const { mentors, failed } = useMentors();
  return (
    <section aria-labelledby="choose-mentor-title" className="grid gap-6">
      <div className="text-center">
        <h2 id="choose-mentor-title" className="text-2xl font-bold text-ink">
          Choose Your Mentor
        </h2>
        <p className="mt-2 text-muted">Book your first session now. Your sessions are also waiting in your dashboard.</p>
      </div>
      {failed ? <p className="text-center text-muted">The mentors could not be loaded here: book from your dashboard.</p> : null}
      <ul className="grid gap-4 sm:grid-cols-2">
        {mentors?.map((mentor) => (
          <MentorOption key={mentor.id} mentor={mentor} link={bookingLinks?.find((candidate) => candidate.mentorId === mentor.id)} packageType={packageType} />
        ))}
      </ul>
    </section>
  );
}
