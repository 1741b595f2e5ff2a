import { ArrowLeft } from 'lucide-react';
import { useRef } from 'react';
import { CheckoutTerms } from '@/components/commerce/checkout-terms';
import { DiscountEntry } from '@/components/commerce/discount-entry';
import { OrderSummary } from '@/components/commerce/order-summary';
import { TermsAgreement } from '@/components/commerce/terms-agreement';
import { useTermsAgreement } from '@/components/commerce/use-terms-agreement';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { classifySessionFailure } from '../lib/session-failure';
import { useCustomCheckout, type CustomCheckoutOrder } from '../lib/use-custom-checkout';
import { CheckoutUnavailable } from './checkout-unavailable';
import { CustomPaymentStep } from './custom-payment-step';
import { CustomerInfoForm } from './customer-info-form';

/**
 * /checkout's two steps: her details, an optional discount code, the terms and the terms box, then
 * the card form once the payment session exists (opened only with the box ticked: docs/payments-terms.md).
 * The open amount records a payment and grants nothing (docs/decisions/signed-payment-links.md).
 */
export function CustomCheckout({ amount, description, paymentLink }: CustomCheckoutOrder) {
  const termsRef = useRef<HTMLInputElement>(null);
  const terms = useTermsAgreement(termsRef);
  const { info, submitted, discount, setDiscount, session, ready, payable, checkout, submitDetails, editDetails } = useCustomCheckout({
    amount,
    description,
    ...(paymentLink ? { paymentLink } : {}),
  });

  const summary = (
    <OrderSummary name={description} detail="One-time payment" amount={submitted ? payable : (discount?.finalAmount ?? amount)} discount={discount} />
  );

  if (!submitted) {
    return (
      <Card className="grid gap-6 p-6 sm:p-8">
        <p className="text-sm font-semibold text-plum-700">Step 1 of 2</p>
        {summary}
        <CustomerInfoForm initial={info} onSubmit={submitDetails} canSubmit={terms.require}>
          <DiscountEntry amount={amount} productKey="custom" applied={discount} onApply={setDiscount} onRemove={() => setDiscount(null)} />
          <CheckoutTerms sessions={false} course={false} />
          <TermsAgreement ref={termsRef} checked={terms.accepted} invalid={terms.invalid} onChange={terms.change} />
        </CustomerInfoForm>
      </Card>
    );
  }

  const back = (
    <Button variant="ghost" size="sm" disabled={checkout.phase !== 'idle'} onClick={editDetails}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Edit details
    </Button>
  );

  if (session.error) {
    const failure = classifySessionFailure(session.error);
    return (
      <CheckoutUnavailable
        message={failure.kind === 'unauthorized' ? 'Server error: 401' : failure.message}
        detail={failure.kind === 'server' ? failure.detail : undefined}
        onRetry={() => void session.refetch()}
      >
        {back}
      </CheckoutUnavailable>
    );
  }

  return <CustomPaymentStep customer={submitted} summary={summary} back={back} ready={ready} payable={payable} checkout={checkout} />;
}
