import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** SPEC §2 'Checkout Unavailable' with 'Try Again'. */
export function CheckoutUnavailable({ message, detail, onRetry, children }: { message: string; detail?: string; onRetry: () => void; children?: ReactNode }) {
  return (
    <section
      aria-labelledby="checkout-unavailable-title"
      className="mx-auto max-w-md rounded-2xl border border-plum-100 bg-white p-8 text-center shadow-sm shadow-plum-900/5"
    >
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-danger-50 text-danger-700">
        <AlertTriangle className="size-6" aria-hidden="true" />
      </span>
      <h2 id="checkout-unavailable-title" className="mt-4 text-xl font-bold text-ink">
        Checkout Unavailable
      </h2>
      <p className="mt-2 text-muted">{message}</p>
      {detail ? <p className="mt-2 text-sm text-muted">{detail}</p> : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>Try Again</Button>
        {children}
      </div>
    </section>
  );
}
