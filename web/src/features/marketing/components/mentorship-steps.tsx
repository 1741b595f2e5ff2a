import { Container } from '@/components/ui/container';
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
        <ol className="mx-auto mt-12 grid grid-cols-1 max-w-5xl gap-8 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="text-center">
              <span
                aria-hidden="true"
                className="mx-auto flex size-12 items-center justify-center rounded-full bg-plum-700 text-lg font-bold text-white shadow-md shadow-plum-900/20"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink">{step.title}</h3>
              <p className="mx-auto mt-2 max-w-xs text-pretty text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
