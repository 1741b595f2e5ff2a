import { BookOpen, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

/** With no course and no package yet, where to start. */
export function WelcomeCard() {
  return (
    <section
      aria-labelledby="welcome-title"
      className="rounded-2xl border border-plum-100 bg-linear-to-br from-plum-50 to-white p-4 text-center shadow-sm shadow-plum-900/5 sm:p-10"
    >
      <h2 id="welcome-title" className="text-2xl font-extrabold tracking-tight text-ink">
        Welcome to HerWay!
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-pretty text-muted">
        Start your recruiting journey with one-on-one mentorship from college athletes who have been through it, or work through the self-paced course packet at
        your own pace.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/mentorship" className={buttonVariants({ size: 'lg' })}>
          <Users className="size-4" aria-hidden="true" />
          Explore Mentorship
        </Link>
        <Link to="/course" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          <BookOpen className="size-4" aria-hidden="true" />
          View Course Packet
        </Link>
      </div>
    </section>
  );
}
