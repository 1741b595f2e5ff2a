import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { coursePacket } from '@herway/shared/catalog/course';
import { buttonVariants } from '@/components/ui/button';
import { formatUsd } from '@herway/shared/format';

/** For an athlete without the course (the API answered 403): what the course is and where to buy it. */
export function NotEntitled() {
  return (
    <section aria-labelledby="not-entitled" className="rounded-2xl border border-plum-100 bg-white p-6 text-center shadow-sm shadow-plum-900/5">
      <GraduationCap className="mx-auto size-10 text-plum-700" aria-hidden="true" />
      <h2 id="not-entitled" className="mt-3 text-xl font-bold text-ink">
        The Course Packet is not part of your account yet
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-pretty text-muted">
        Nine self-paced modules on college recruiting, {formatUsd(coursePacket.priceCents)} once with lifetime access, or included with the Elite mentorship
        package.
      </p>
      <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/course" className={buttonVariants()}>
          See the Course Packet
        </Link>
        <Link to="/mentorship" className={buttonVariants({ variant: 'outline' })}>
          See the mentorship packages
        </Link>
      </div>
    </section>
  );
}
