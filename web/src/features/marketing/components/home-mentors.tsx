import { mentors } from '@herway/shared/catalog/mentors';
import { Container } from '@/components/ui/container';
import { SectionIntro } from '@/components/ui/section-intro';
import { MentorCard } from './mentor-card';

/**
 * The two co-founders from the catalog. There are no real photos yet, so by default each shows
 * her initials; pass `photos` (by mentor id) once there are.
 */
export default function HomeMentors({ photos = {} }: { photos?: Partial<Record<string, string>> }) {
  return (
    <section aria-labelledby="home-mentors-heading" className="py-16 sm:py-24">
      <Container>
        <SectionIntro id="home-mentors-heading" eyebrow="Meet your mentors" title="Two athletes who have been where you are">
          <p>
            We are current college athletes and the co-founders of HerWay. We went through recruiting ourselves, and
            we mentor every athlete personally.
          </p>
        </SectionIntro>
        <ul className="mx-auto mt-12 grid grid-cols-1 max-w-5xl gap-6 md:grid-cols-2">
          {mentors.map((mentor) => (
            <li key={mentor.id}>
              <MentorCard mentor={mentor} photoUrl={photos[mentor.id]} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
