import { useMentors } from '@/components/commerce/use-mentors';
import { Container } from '@/components/ui/container';
import { SectionIntro } from '@/components/ui/section-intro';
import { MentorCard, MentorCardPlaceholder } from './mentor-card';

/**
 * The mentors the founders put on the site (GET /api/mentors), each with her photo or, without
 * one, her initials. Two placeholders hold their place while they load (the prerendered page).
 */
export default function HomeMentors() {
  const { mentors, loading } = useMentors();
  return (
    <section aria-labelledby="home-mentors-heading" className="py-16 sm:py-24">
      <Container>
        <SectionIntro id="home-mentors-heading" eyebrow="Meet your mentors" title="Two athletes who have been where you are">
          <p>We are current college athletes and the co-founders of HerWay. We went through recruiting ourselves, and we mentor every athlete personally.</p>
        </SectionIntro>
        <ul className="mx-auto mt-12 grid max-w-5xl grid-cols-1 gap-6 md:grid-cols-2" aria-busy={loading}>
          {mentors
            ? mentors.map((mentor) => (
                <li key={mentor.id}>
                  <MentorCard mentor={mentor} />
                </li>
              ))
            : [0, 1].map((slot) => (
                <li key={slot}>
                  <MentorCardPlaceholder />
                </li>
              ))}
        </ul>
        {mentors?.length === 0 ? <p className="mt-6 text-center text-muted">Our mentors will be introduced here very soon.</p> : null}
      </Container>
    </section>
  );
}
