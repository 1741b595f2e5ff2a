import { BookOpen, Check, Clock, Infinity as InfinityIcon } from 'lucide-react';
import { coursePacket, courseStatusLabels, courseTotalMinutes } from '@herway/shared/catalog/course';
import { formatUsd } from '@herway/shared/format';
import { PreOrderNote } from '@/components/commerce/pre-order-note';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { IconFacts } from './icon-facts';
import { PurchaseButton, coursePurchaseLabel } from './purchase-button';

/**
 * The top of /course: status badge, the page's h1, the pitch, and the price card; while no module
 * is released, the badge says 'COMING SOON' and the card says plainly that it is a pre-order.
 */
export function CourseHero({ preOrder }: { preOrder: boolean }) {
  const facts = [
    { Icon: BookOpen, text: `${coursePacket.modules.length} modules` },
    { Icon: Clock, text: `${courseTotalMinutes} minutes in all` },
    { Icon: InfinityIcon, text: coursePacket.accessLabel },
  ];
  return (
    <div className="border-b border-plum-100 bg-linear-to-b from-plum-50 to-white">
      <Container className="grid grid-cols-1 items-center gap-10 py-12 sm:py-20 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
        <div>
          <p className="inline-flex rounded-full bg-rose-100 px-3 py-1 text-xs font-bold tracking-wider text-rose-900 ring-1 ring-rose-200">
            {preOrder ? coursePacket.statusLabel : courseStatusLabels.available}
          </p>
          <PageHeading className="mt-4">Course Packet</PageHeading>
          <p className="mt-4 max-w-2xl text-lg text-pretty text-muted sm:text-xl">{coursePacket.tagline}</p>
          <p className="mt-4 max-w-2xl text-pretty text-muted">
            Short, self-paced lessons with templates and a clear timeline, made by two college athletes for female athletes and their parents. Learn on any
            device, in any order, as often as you like.
          </p>
          <IconFacts facts={facts} className="mt-6" />
        </div>

        <section aria-labelledby="course-price-heading" className="rounded-3xl border-2 border-plum-700 bg-white p-6 shadow-xl shadow-plum-900/10 sm:p-8">
          <h2 id="course-price-heading" className="text-lg font-bold text-ink">
            Full package
          </h2>
          <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
            <span className="text-5xl font-extrabold tracking-tight text-ink">{formatUsd(coursePacket.priceCents)}</span>
            <span className="font-medium text-muted">{coursePacket.paymentLabel.toLowerCase()}</span>
          </p>
          <ul className="mt-5 grid grid-cols-1 gap-2.5 text-sm text-ink">
            {[`All ${coursePacket.modules.length} modules (0-8)`, coursePacket.accessLabel, 'Resume and coach email templates'].map((item) => (
              <li key={item} className="flex gap-2.5">
                <Check className="mt-0.5 size-4 shrink-0 text-plum-700" strokeWidth={3} aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
          {preOrder ? <PreOrderNote className="mt-6" /> : null}
          <PurchaseButton
            product="full_packet"
            location="course_hero"
            className={buttonVariants({ size: 'lg', className: preOrder ? 'mt-5 w-full' : 'mt-7 w-full' })}
          >
            {coursePurchaseLabel(preOrder)}
          </PurchaseButton>
          <p className="mt-3 text-center text-xs text-muted">Secure checkout. Sign in or create a free account to buy.</p>
        </section>
      </Container>
    </div>
  );
}
