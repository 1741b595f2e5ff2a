import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

/** In place of the payment form when she already owns what she was about to buy (the course packet). */
export function AlreadyOwned({ message, dashboardPath }: { message: string; dashboardPath: string }) {
  return (
    <section
      aria-labelledby="already-owned-title"
      className="mx-auto max-w-md rounded-2xl border border-plum-100 bg-white p-8 text-center shadow-sm shadow-plum-900/5"
    >
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-900">
        <CircleCheck className="size-6" aria-hidden="true" />
      </span>
      <h2 id="already-owned-title" className="mt-4 text-xl font-bold text-ink">
        Already yours
      </h2>
      <p className="mt-2 text-muted">{message}</p>
      <p className="mt-1 text-sm text-muted">Nothing was charged.</p>
      <Link to={dashboardPath} className={buttonVariants({ className: 'mt-6' })}>
        Go to your dashboard
      </Link>
    </section>
  );
}
