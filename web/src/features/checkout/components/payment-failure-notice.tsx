import { AlertCircle } from 'lucide-react';
import type { PaymentFailure } from '../lib/use-checkout-payment';

/**
 * Why the payment did not go through, on the form until she tries again or changes the card (a
 * toast is gone in 5 seconds), with what to do next.
 */
export function PaymentFailureNotice({ failure }: { failure: PaymentFailure | null }) {
  if (!failure) return null;
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold">{failure.title}</p>
        <p>{failure.description}</p>
        <p>
          {failure.notCharged
            ? 'Nothing was charged. Check the card details and try again, or use another card; your bank can tell you why it declined.'
            : 'Before trying again, check your dashboard in a few minutes or contact us, so you are not charged twice.'}
        </p>
      </div>
    </div>
  );
}
