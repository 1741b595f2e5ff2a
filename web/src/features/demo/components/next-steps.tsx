import { NumberedSteps } from '@/components/ui/numbered-steps';
import { starterDemo } from '../config/starter-demo';

const steps = [
  { title: 'Check your inbox', text: 'A confirmation e-mail with your receipt arrives within a few minutes.' },
  { title: 'Book your first session', text: 'Choose a mentor above: her calendar opens in a new tab so you can pick a time.' },
  {
    title: 'Track your progress',
    text: `Your dashboard shows the sessions you have used and those remaining, for the ${starterDemo.accessMonths} months of your access.`,
  },
];

/** 'What happens next': the three steps after a purchase, numbered. */
export function NextSteps() {
  return (
    <section aria-labelledby="next-steps-title" className="rounded-2xl border border-plum-100 bg-white p-6 shadow-sm shadow-plum-900/5 sm:p-8">
      <h2 id="next-steps-title" className="text-xl font-bold text-ink">
        What happens next
      </h2>
      <NumberedSteps steps={steps} look="row" className="mt-5 grid gap-5" />
    </section>
  );
}
