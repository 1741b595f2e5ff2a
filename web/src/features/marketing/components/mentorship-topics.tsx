import { Brain, CalendarDays, Clapperboard, GraduationCap, Handshake, Mail, Sparkles, type LucideIcon } from 'lucide-react';
import { sessionTopics } from '@herway/shared/catalog/mentors';
import { Container } from '@/components/ui/container';
import { SectionIntro } from '@/components/ui/section-intro';

const topicIcons: Record<string, LucideIcon> = {
  'recruiting-timeline': CalendarDays,
  'coach-communication': Mail,
  'highlight-video-resume': Clapperboard,
  'school-fit': GraduationCap,
  'visits-offers': Handshake,
  'mindset-balance': Brain,
};

/** The six things a session can cover (catalog `sessionTopics`). */
export function MentorshipTopics() {
  return (
    <section aria-labelledby="mentorship-topics-heading" className="py-16 sm:py-24">
      <Container>
        <SectionIntro id="mentorship-topics-heading" eyebrow="In your sessions" title="What we work on together">
          <p>Every athlete starts in a different place. Each session focuses on what matters most for you right now.</p>
        </SectionIntro>
        <ul className="mt-12 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {sessionTopics.map((topic) => {
            const Icon = topicIcons[topic.key] ?? Sparkles;
            return (
              <li key={topic.key} className="rounded-3xl border border-plum-100 bg-white p-6 shadow-sm shadow-plum-900/5">
                <span className="flex size-11 items-center justify-center rounded-2xl bg-plum-100 text-plum-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-ink">{topic.title}</h3>
                <p className="mt-2 text-pretty text-muted">{topic.description}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
