import { Container } from '@/components/ui/container';
import { NumberedSteps } from '@/components/ui/numbered-steps';
import { SectionIntro } from '@/components/ui/section-intro';

const steps = [
  {
    title: 'Book a free consultation',
    text: 'Tell us your sport, your grade and your goals. We answer your questions and your parents’ too.',
  },
  {
    title: 'Get a plan that fits you',
    text: 'Leave with clear next steps: which schools and divisions to aim for, and what to do this month.',
  },
  {
    title: 'Reach coaches with confidence',
    text: 'Send emails coaches answer, share a highlight video they watch, and make a choice you feel good about.',
  },
];

/** Three steps from first call to commitment. */
export function HomeSteps() {
  return (
    <section aria-labelledby="home-steps-heading" className="bg-plum-50 py-16 sm:py-24">
      <Container>
        <SectionIntro id="home-steps-heading" eyebrow="How it works" title="From first question to signing day" />
        <NumberedSteps steps={steps} look="card" className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-3" />
      </Container>
    </section>
  );
}
