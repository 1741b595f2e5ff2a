import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { NoticeCard } from '@/components/ui/notice';

/** In place of the payment form when she already owns what she was about to buy (the course packet). */
export function AlreadyOwned({ message, dashboardPath }: { message: string; dashboardPath: string }) {
  return (
    <NoticeCard titleId="already-owned-title" title="Already yours" icon={CircleCheck} tone="success">
      <p className="mt-2 text-muted">{message}</p>
      <p className="mt-1 text-sm text-muted">Nothing was charged.</p>
      <Link to={dashboardPath} className={buttonVariants({ className: 'mt-6' })}>
        Go to your dashboard
      </Link>
    </NoticeCard>
  );
}
