import { ArrowRight, Gift } from 'lucide-react';
import { Link } from 'react-router';
import { coursePacket } from '@herway/shared/catalog/course';
import { elitePackage } from '@herway/shared/catalog/packages';
import { formatUsd } from '@herway/shared/format';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PurchaseButton } from './purchase-button';

/** The bundle option: the Elite mentorship package, which includes the course (a pre-order until released). */
export function CourseBundle({ preOrder }: { preOrder: boolean }) {
  const pkg = elitePackage;
  return (
    <section aria-labelledby="course-bundle-heading" className="py-16 sm:py-24">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl border-2 border-plum-700 bg-white p-6 shadow-xl shadow-plum-900/10 sm:p-10 lg:grid lg:grid-cols-[1.4fr_1fr] lg:items-center lg:gap-12">
          <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-plum-100 blur-3xl" />
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-plum-700 px-3 py-1 text-xs font-bold tracking-wider text-white">
              <Gift className="size-3.5" aria-hidden="true" />
              MENTORSHIP + COURSE BUNDLE
            </p>
            <h2 id="course-bundle-heading" className="mt-4 text-2xl font-extrabold tracking-tight text-balance text-ink sm:text-3xl">
              Get the course included with {pkg.sessions} mentorship sessions
            </h2>
            <p className="mt-4 text-pretty text-muted sm:text-lg">
              The {pkg.title} package pairs the {coursePacket.name} ({formatUsd(coursePacket.priceCents)} value) with {pkg.sessions} one-on-one{' '}
              {pkg.sessionMinutes}-minute sessions, so you learn the process and get personal guidance as you put it to work.
            </p>
          </div>
          <div className="mt-8 rounded-2xl bg-plum-50 p-6 lg:mt-0">
            <p className="text-sm font-semibold text-plum-800">{pkg.title} Mentorship Package</p>
            <p className="mt-2 flex items-baseline gap-1">
              <span className="text-4xl font-extrabold tracking-tight text-ink">{formatUsd(pkg.pricePerSessionCents)}</span>
              <span className="font-medium text-muted">
                <span aria-hidden="true">/session</span>
                <span className="sr-only">per session</span>
              </span>
            </p>
            <p className="mt-1 text-sm font-semibold text-plum-700">{pkg.description}</p>
            <p className="mt-1 text-sm text-muted">
              {preOrder ? 'Course Packet included as a pre-order: we e-mail you when its first module is released' : 'Course Packet included'}
            </p>
            <PurchaseButton product="elite" location="course_bundle" className={buttonVariants({ size: 'lg', className: 'mt-6 w-full' })}>
              Get the Elite Bundle
            </PurchaseButton>
            <Link
              to="/mentorship#packages"
              className="mt-4 flex items-center justify-center gap-1.5 text-sm font-semibold text-plum-700 hover:text-plum-900 hover:underline"
            >
              Compare all packages
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
