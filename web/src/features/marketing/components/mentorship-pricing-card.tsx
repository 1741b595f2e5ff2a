import { Check, Gift, X } from 'lucide-react';
import { coursePacket } from '@herway/shared/catalog/course';
import type { MentorshipPackage } from '@herway/shared/catalog/packages';
import { formatUsd } from '@herway/shared/format';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { PurchaseButton } from './purchase-button';

/** Free, or the price per session. */
function PackagePrice({ pkg }: { pkg: MentorshipPackage }) {
  return (
    <p className="mt-5 flex items-baseline gap-1">
      {pkg.priceCents === 0 ? (
        <span className="text-4xl font-extrabold tracking-tight text-ink">Free</span>
      ) : (
        <>
          <span className="text-4xl font-extrabold tracking-tight text-ink">{formatUsd(pkg.pricePerSessionCents)}</span>
          <span className="font-medium text-muted">
            <span aria-hidden="true">/session</span>
            <span className="sr-only">per session</span>
          </span>
        </>
      )}
    </p>
  );
}

/** What the package includes, and what it does not. */
function FeatureList({ features }: { features: MentorshipPackage['features'] }) {
  return (
    <ul className="mt-6 grid flex-1 content-start gap-3 border-t border-plum-100 pt-6 text-sm">
      {features.map((feature) => (
        <li key={feature.text} className="flex gap-2.5">
          {feature.included ? (
            <Check className="mt-0.5 size-4 shrink-0 text-plum-700" strokeWidth={3} aria-hidden="true" />
          ) : (
            <X className="mt-0.5 size-4 shrink-0 text-gray-500" strokeWidth={2.5} aria-hidden="true" />
          )}
          <span className={feature.included ? 'text-ink' : 'text-muted'}>
            <span className="sr-only">{feature.included ? 'Included: ' : 'Not included: '}</span>
            {feature.text}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One mentorship card, straight from the catalog. */
export function MentorshipPricingCard({ pkg }: { pkg: MentorshipPackage }) {
  const headingId = `package-${pkg.key}-title`;
  return (
    <article
      aria-labelledby={headingId}
      data-package={pkg.key}
      className={cn(
        'relative flex h-full flex-col rounded-3xl bg-white p-6 sm:p-7',
        pkg.highlighted ? 'border-2 border-plum-700 shadow-xl shadow-plum-900/15' : 'border border-plum-100 shadow-sm shadow-plum-900/5',
      )}
    >
      {pkg.badge && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-plum-700 px-4 py-1 text-xs font-bold tracking-wider whitespace-nowrap text-white shadow-sm">
          {pkg.badge}
        </p>
      )}
      <h3 id={headingId} className="text-xl font-bold text-ink">
        {pkg.title}
      </h3>
      <p className="mt-1 text-sm text-pretty text-muted md:min-h-10">{pkg.subtitle}</p>

      <PackagePrice pkg={pkg} />
      <p className="mt-1 text-sm font-semibold text-plum-700">{pkg.description}</p>
      <p className="mt-0.5 text-sm text-muted">
        {pkg.sessionMinutes}-minute video {pkg.sessions === 1 ? 'call' : 'sessions'}
      </p>

      {pkg.includesCoursePacket && (
        <p className="mt-4 flex gap-2 rounded-2xl bg-plum-50 px-3.5 py-3 text-sm font-medium text-plum-900">
          <Gift className="mt-0.5 size-4 shrink-0 text-plum-700" aria-hidden="true" />
          <span>
            Bonus: the {coursePacket.name} is included ({formatUsd(coursePacket.priceCents)} value)
          </span>
        </p>
      )}

      <FeatureList features={pkg.features} />

      <PurchaseButton
        product={pkg.key}
        location="pricing"
        className={buttonVariants({
          variant: pkg.highlighted ? 'primary' : 'outline',
          size: 'md',
          // Long labels ('Book Free Consultation') wrap rather than overflow a narrow card.
          className: 'mt-8 h-auto! min-h-12 w-full px-4! py-2 text-center leading-snug whitespace-normal!',
        })}
      >
        {pkg.buttonText}
      </PurchaseButton>
    </article>
  );
}
