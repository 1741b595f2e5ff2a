import { NumberedSteps } from '@/components/ui/numbered-steps';
import { FREE_CONSULTATION_MINUTES } from '@herway/shared/catalog/packages';
import { REPLY_WITHIN_HOURS } from '../config/support';

const steps = [
  { title: 'Tell us about you', text: 'Your sport, your graduation year and what you hope to get out of recruiting.' },
  {
    title: `We reply within ${REPLY_WITHIN_HOURS} hours`,
    text: 'One of our two college-athlete founders reads your message and answers personally.',
  },
  {
    title: `A free ${FREE_CONSULTATION_MINUTES}-minute consultation`,
    text: 'A relaxed video call, parents welcome, to map out your next steps. No obligation.',
  },
];

/** What happens after a message is sent. */
export function ContactNextSteps() {
  return (
    <section aria-labelledby="contact-next-steps" className="rounded-3xl border border-plum-100 bg-plum-50 p-6 sm:p-8">
      <h2 id="contact-next-steps" className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
        What happens next
      </h2>
      <NumberedSteps steps={steps} look="row-small" titleAs="p" className="mt-6 grid gap-5" />
    </section>
  );
}
