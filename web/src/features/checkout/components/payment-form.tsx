import type { ReactNode } from 'react';
import { PaymentProvider } from '@/components/commerce/payment/payment-provider';
import type { PaymentController } from '@/components/commerce/payment/types';
import { toast } from '@/components/ui/toast/use-toast';
import type { CheckoutPayment } from '../lib/use-checkout-payment';
import { PayButton } from './pay-button';
import { PaymentFailureNotice } from './payment-failure-notice';

type Props = {
  clientSecret: string;
  onSetupError?: () => void;
  /** What Pay charges, in dollars. */
  amount: number;
  checkout: CheckoutPayment;
  /** Where the provider returns after a bank redirect. */
  returnPath: string;
  /** Asked before paying (the terms): false stops the payment. */
  canPay?: () => boolean;
  /** Shown between the card fields and the failure notice (the terms). */
  children?: ReactNode;
};

/**
 * The card form of both checkout pages: the provider's fields, the last failure,
 * and 'Pay $amount', which waits for the form to load and pays once.
 */
export function PaymentForm({ clientSecret, onSetupError, amount, checkout, returnPath, canPay, children }: Props) {
  const { phase, pay, failure, clearFailure } = checkout;

  function submit(payment: PaymentController) {
    if (phase !== 'idle') return;
    if (canPay && !canPay()) return;
    if (!payment.ready) {
      toast({ title: 'Payment System Not Ready', description: 'Please wait for the payment form to load and try again.' });
      return;
    }
    void pay(() => payment.confirm({ returnUrl: new URL(returnPath, window.location.origin).href }));
  }

  return (
    <PaymentProvider key={clientSecret} clientSecret={clientSecret} onSetupError={onSetupError}>
      {(payment) => (
        <form
          noValidate
          aria-label="Payment"
          className="grid gap-6"
          // A change to the card fields (the local form's; Stripe's own are in a frame) clears the last failure.
          onInput={clearFailure}
          onSubmit={(event) => {
            event.preventDefault();
            submit(payment);
          }}
        >
          {payment.fields}
          {children}
          <PaymentFailureNotice failure={failure} />
          <PayButton amount={amount} phase={phase} disabled={!payment.ready} />
        </form>
      )}
    </PaymentProvider>
  );
}

/** The 'Payment Details' part of a checkout card. */
export function PaymentDetailsSection({ className, children }: { className: string; children: ReactNode }) {
  return (
    <section aria-labelledby="payment-details-title" className={className}>
      <h2 id="payment-details-title" className="text-lg font-bold text-ink">
        Payment Details
      </h2>
      {children}
    </section>
  );
}
