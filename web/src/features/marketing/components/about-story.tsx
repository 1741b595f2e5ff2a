import { useMentors } from '@/components/commerce/use-mentors';
import { Container } from '@/components/ui/container';
import { REPLY_WITHIN_HOURS } from '../config/support';
import { MentorPhoto } from '@/components/commerce/mentor-photo';

/** 'Our Story': who we are and why HerWay exists, with the co-founders the site shows (GET /api/mentors). */
export default function AboutStory() {
  const directory = useMentors();
  const mentors = directory.mentors ?? [];
  const [first, second] = mentors;
  return (
    <section aria-labelledby="about-story-heading" className="bg-plum-50 py-16 sm:py-24">
      <Container className="grid grid-cols-1 gap-12 lg:grid-cols-[1.5fr_1fr] lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-wider text-plum-700 uppercase">Who we are</p>
          <h2 id="about-story-heading" className="mt-2 text-2xl font-extrabold tracking-tight text-ink sm:text-4xl">
            Our Story
          </h2>
          <div className="mt-6 grid grid-cols-1 gap-5 text-lg text-pretty text-muted">
            <p>
              We both remember the spreadsheets. Between club tournaments, homework and practice, we were trying to work out which coaches to email, what to
              write, when a coach was even allowed to answer, and whether a highlight video needed music (it doesn’t). Our parents were learning right alongside
              us, and most of the advice we found was generic, written for someone else’s sport, or sold by people who had never played in college.
            </p>
            <p>
              So we learned by doing: dozens of emails, camps, unofficial visits, nervous phone calls and, eventually, offers and a decision.
              {first && second && (
                <>
                  {' '}
                  Today {first.name} plays {first.sport.toLowerCase()} at {first.school} and {second.name} plays {second.sport.toLowerCase()} at {second.school}
                  .
                </>
              )}{' '}
              We started HerWay so the next athlete doesn’t have to figure it out alone.
            </p>
            <p>
              Now we mentor athletes one on one, over video, from their first season of high school through senior year. We keep parents in the loop, answer
              every message within {REPLY_WITHIN_HOURS} hours, and always tell you honestly where you stand.
            </p>
          </div>
        </div>
        <div className="lg:pt-12">
          <h3 className="text-sm font-semibold tracking-wider text-plum-700 uppercase">The co-founders</h3>
          <ul className="mt-4 grid grid-cols-1 gap-4">
            {mentors.map((mentor) => (
              <li key={mentor.id} className="flex items-center gap-4 rounded-3xl bg-white p-5 shadow-sm shadow-plum-900/5">
                <MentorPhoto name={mentor.name} initials={mentor.initials} photoUrl={mentor.photoUrl ?? undefined} size={64} />
                <div>
                  <p className="font-bold text-ink">{mentor.name}</p>
                  <p className="text-sm font-semibold text-plum-700">{mentor.sport}</p>
                  <p className="text-sm text-muted">{mentor.school}</p>
                </div>
              </li>
            ))}
            {directory.loading
              ? [0, 1].map((slot) => <li key={slot} aria-hidden="true" className="h-26 rounded-3xl bg-white/70 motion-safe:animate-pulse" />)
              : null}
          </ul>
        </div>
      </Container>
    </section>
  );
}
