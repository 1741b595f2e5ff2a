import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CustomerInfo } from '@herway/shared/contracts/payments';
import { CheckoutStatus } from '@/components/commerce/checkout-status';
import { Card } from '@/components/ui/card';
import type { PaymentSession } from '../api/create-payment-session';
import type { CheckoutPayment } from '../lib/use-checkout-payment';
import { PaymentDetailsSection, PaymentForm } from './payment-form';

type Props = {
  customer: CustomerInfo;
  /** The order summary. */
  summary: ReactNode;
  /** 'Edit details'. */
  back: ReactNode;
  ready: PaymentSession | undefined;
  payable: number;
  checkout: CheckoutPayment;
};

/** Step 2 of /checkout: who pays, then the card form once the payment session exists. */
export function CustomPaymentStep({ customer, summary, back, ready, payable, checkout }: Props) {
  return (
    <Card className="grid gap-6 p-6 sm:p-8">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-plum-700">Step 2 of 2</p>
        {back}
      </div>
      {summary}
      <p className="text-sm text-muted">
        Paying as <span className="font-semibold text-ink">{customer.name}</span> for <span className="font-semibold text-ink">{customer.athleteName}</span>;
        the receipt goes to <span className="font-semibold text-ink">{customer.email}</span>.
      </p>
      <PaymentDetailsSection className="grid gap-6 border-t border-plum-100 pt-6">
        {ready ? (
          <PaymentForm clientSecret={ready.clientSecret} amount={payable} checkout={checkout} returnPath="/payment-success" />
        ) : (
          <CheckoutStatus label="Setting up your payment..." className="flex flex-col items-center gap-3 py-8" />
        )}
        <p className="text-center text-sm text-muted">
          You agreed to our{' '}
          <Link to="/terms" target="_blank" rel="noopener noreferrer" className="font-semibold text-plum-700 underline underline-offset-2 hover:text-plum-900">
            Terms of Service
          </Link>
          : this payment is final and non-refundable.
        </p>
      </PaymentDetailsSection>
    </Card>
  );
}
