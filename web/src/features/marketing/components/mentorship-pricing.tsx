import { CalendarClock, Clock, Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { mentorshipPackages, PAID_SESSION_MINUTES } from '@herway/shared/catalog/packages';
import { SectionIntro } from '@/components/ui/section-intro';
import { RESCHEDULE_NOTICE_HOURS } from '../config/support';
import { MentorshipPricingCard } from './mentorship-pricing-card';

/** The four cards of the catalog, then the session policies in brief (docs/product-rules.md#policies-the-terms-state). */
export function MentorshipPricing() {
  const policies = [
    { Icon: Clock, title: `${PAID_SESSION_MINUTES}-minute sessions`, text: 'One on one, over video, with your mentor.' },
    {
      Icon: CalendarClock,
      title: `Reschedule with ${RESCHEDULE_NOTICE_HOURS} hours’ notice`,
      text: 'Sessions changed with less notice cannot be refunded.',
    },
    { Icon: Receipt, title: 'Non-refundable once purchased', text: 'Start with the free consultation to choose with confidence.' },
  ];

  return (
    <section id="packages" aria-labelledby="mentorship-pricing-heading" className="bg-plum-50 py-16 sm:py-24">
      {/* Wider than the other sections: four cards side by side on large screens. */}
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionIntro id="mentorship-pricing-heading" eyebrow="Packages" title="Choose the support that fits you">
          <p>Start free, then pick a package. The more sessions you choose, the less each one costs.</p>
        </SectionIntro>
        <ul className="mt-14 grid grid-cols-1 gap-x-6 gap-y-10 md:grid-cols-2 xl:grid-cols-4">
          {mentorshipPackages.map((pkg) => (
            <li key={pkg.key}>
              <MentorshipPricingCard pkg={pkg} />
            </li>
          ))}
        </ul>

        <div className="mt-12 rounded-3xl border border-plum-100 bg-white p-6 sm:p-8">
          <h3 className="text-base font-bold text-ink">Good to know</h3>
          <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-3">
            {policies.map(({ Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-plum-700" aria-hidden="true" />
                <div>
                  <p className="font-semibold text-ink">{title}</p>
                  <p className="mt-1 text-sm text-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-muted">
            The full details are in our{' '}
            <Link to="/terms" className="font-semibold text-plum-700 underline underline-offset-2 hover:text-plum-900">
              Terms of Service
            </Link>
            .
          </p>
        </div>
      </div>
    </section>
  );
}
