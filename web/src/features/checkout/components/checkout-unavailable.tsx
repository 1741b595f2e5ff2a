import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { NoticeCard } from '@/components/ui/notice';

/** 'Checkout Unavailable' with 'Try Again'. */
export function CheckoutUnavailable({ message, detail, onRetry, children }: { message: string; detail?: string; onRetry: () => void; children?: ReactNode }) {
  return (
    <NoticeCard titleId="checkout-unavailable-title" title="Checkout Unavailable" icon={AlertTriangle} tone="danger">
      <p className="mt-2 text-muted">{message}</p>
      {detail ? <p className="mt-2 text-sm text-muted">{detail}</p> : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>Try Again</Button>
        {children}
      </div>
    </NoticeCard>
  );
}
