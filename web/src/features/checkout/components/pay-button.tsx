import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { PaymentPhase } from '../lib/use-checkout-payment';
import { formatDollars } from '@/lib/money';

const LABELS: Record<Exclude<PaymentPhase, 'idle'>, string> = {
  processing: 'Processing...',
  succeeded: 'Payment Complete',
  reloading: 'Refreshing...',
};

/** 'Pay $amount', 'Processing...' while paying. A submit button of the payment form. */
export function PayButton({ amount, phase, disabled }: { amount: number; phase: PaymentPhase; disabled: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={disabled || phase !== 'idle'} aria-busy={phase === 'processing' || undefined}>
      {phase === 'processing' ? (
        <span aria-hidden="true" className="size-4 rounded-full border-2 border-current border-t-transparent motion-safe:animate-spin" />
      ) : (
        <Lock className="size-4" aria-hidden="true" />
      )}
      {phase === 'idle' ? `Pay ${formatDollars(amount)}` : LABELS[phase]}
    </Button>
  );
}
