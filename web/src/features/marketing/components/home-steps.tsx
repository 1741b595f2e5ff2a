import { Container } from '@/components/ui/container';
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
        <ol className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-3xl bg-white p-6 shadow-sm shadow-plum-900/5 sm:p-8">
              <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-plum-700 text-lg font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-bold text-ink">{step.title}</h3>
              <p className="mt-2 text-pretty text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
