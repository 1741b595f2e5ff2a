import { ArrowRight, BookOpen, FileDown, HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { SectionIntro } from '@/components/ui/section-intro';

const features = [
  {
    to: '/mentorship',
    title: 'Mentorship Program',
    text: 'One-on-one video sessions with a college athlete: your recruiting timeline, coach emails, highlight video and school list, at your pace.',
    cta: 'See packages',
    Icon: HeartHandshake,
  },
  {
    to: '/course',
    title: 'Course Packet',
    text: 'A self-paced course that walks you through divisions, eligibility, your athletic resume, outreach, visits and offers, with lifetime access.',
    cta: 'View the modules',
    Icon: BookOpen,
  },
  {
    to: '/resources',
    title: 'Free Resources',
    text: 'Download the templates and checklists we use with our athletes: questions for coaches, a school-fit ranking sheet and more.',
    cta: 'Get the downloads',
    Icon: FileDown,
  },
] as const;

/** Three ways to get help, each card a link to its page. */
export function HomeFeatures() {
  return (
    <section aria-labelledby="home-features-heading" className="py-16 sm:py-24">
      <Container>
        <SectionIntro id="home-features-heading" eyebrow="How we help" title="Guidance for every step of recruiting">
          <p>Recruiting can feel like a maze, especially the first time. Pick the kind of help that fits your family.</p>
        </SectionIntro>
        <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-3">
          {features.map(({ to, title, text, cta, Icon }) => (
            <li
              key={to}
              className="group relative flex flex-col rounded-3xl border border-plum-100 bg-white p-6 shadow-sm shadow-plum-900/5 transition-shadow focus-within:shadow-md hover:shadow-md sm:p-8"
            >
              <span className="flex size-12 items-center justify-center rounded-2xl bg-plum-100 text-plum-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-xl font-bold text-ink">
                {/* The whole card is the link's click area; the link's name is the title. */}
                <Link
                  to={to}
                  className="rounded after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-plum-600"
                >
                  {title}
                </Link>
              </h3>
              <p className="mt-3 flex-1 text-pretty text-muted">{text}</p>
              <p aria-hidden="true" className="mt-6 flex items-center gap-1.5 font-semibold text-plum-700">
                {cta}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
              </p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
