import { Container } from '@/components/ui/container';
import { NumberedSteps } from '@/components/ui/numbered-steps';
import { SectionIntro } from '@/components/ui/section-intro';

const steps = [
  {
    title: 'Talk with us for free',
    text: 'Book a free consultation. We learn about your sport, grades and goals, and answer your family’s questions.',
  },
  {
    title: 'Choose your package',
    text: 'Sign in to your athlete account and check out securely. Your sessions appear on your dashboard right away.',
  },
  {
    title: 'Book sessions when it suits you',
    text: 'Pick times that work around school and practice, and see your progress after every session.',
  },
];

/** From first call to the first session, for families deciding. */
export function MentorshipSteps() {
  return (
    <section aria-labelledby="mentorship-steps-heading" className="py-16 sm:py-24">
      <Container>
        <SectionIntro id="mentorship-steps-heading" eyebrow="How it works" title="Getting started is simple" />
        <NumberedSteps steps={steps} look="centered" className="mx-auto mt-12 grid grid-cols-1 max-w-5xl gap-8 md:grid-cols-3" />
      </Container>
    </section>
  );
}
