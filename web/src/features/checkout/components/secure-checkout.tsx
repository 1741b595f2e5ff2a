import { useRef, type ReactNode } from 'react';
import { CheckoutStatus } from '@/components/commerce/checkout-status';
import { CheckoutTerms } from '@/components/commerce/checkout-terms';
import { DiscountEntry } from '@/components/commerce/discount-entry';
import { OrderSummary } from '@/components/commerce/order-summary';
import { PreOrderNote } from '@/components/commerce/pre-order-note';
import { TermsAgreement } from '@/components/commerce/terms-agreement';
import { useTermsAgreement } from '@/components/commerce/use-terms-agreement';
import { includesCoursePacket } from '../lib/checkout-product';
import { useSecureCheckout, type SecureCheckoutProps, type SecureCheckoutState } from '../lib/use-secure-checkout';
import { PayButton } from './pay-button';
import { PayingForChoice } from './paying-for';
import { PaymentDetailsSection, PaymentForm } from './payment-form';
import { secureCheckoutBlocked, UnknownProduct } from './secure-checkout-blocked';

type Terms = ReturnType<typeof useTermsAgreement>;

/**
 * The payment step: until she ticks the terms box, the box and 'Pay' (which asks for the box);
 * then, while the server opens the payment session, 'Preparing secure checkout...'; then the card
 * form, whose 'Pay' still needs the box ticked.
 */
function PaymentStep({ state, terms, termsBox }: { state: SecureCheckoutState; terms: Terms; termsBox: ReactNode }) {
  const { ready, amount, successPath, checkout, onSetupError } = state;
  if (ready) {
    return (
      <PaymentForm
        clientSecret={ready.clientSecret}
        onSetupError={onSetupError}
        amount={amount}
        checkout={checkout}
        returnPath={successPath}
        canPay={terms.require}
      >
        {termsBox}
      </PaymentForm>
    );
  }
  if (!terms.agreedOnce) {
    return (
      <form
        noValidate
        aria-label="Agree to the terms"
        className="grid gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          terms.require();
        }}
      >
        {termsBox}
        <p className="text-sm text-muted">The secure payment form opens once you agree to the terms.</p>
        <PayButton amount={amount} phase={checkout.phase} disabled={false} />
      </form>
    );
  }
  return (
    <>
      <CheckoutStatus label="Preparing secure checkout..." className="flex flex-col items-center gap-3 py-6" />
      {termsBox}
      <PayButton amount={amount} phase={checkout.phase} disabled />
    </>
  );
}

/**
 * The signed-in part of /protected-checkout (docs/product-rules.md#checkout-pages): the 'Secure
 * Checkout' card: product and price, what is included, discount entry, the refund and cancellation
 * terms and the terms box, then the payment form. The payment session (the server prices it) is
 * opened once the box is ticked (docs/payments-terms.md); a discount applied or removed means a new
 * one. The course (alone or with Elite), while none of it is released, is said to be a pre-order.
 */
export function SecureCheckout(props: SecureCheckoutProps) {
  const termsRef = useRef<HTMLInputElement>(null);
  const terms = useTermsAgreement(termsRef);
  const state = useSecureCheckout(props, terms.agreedOnce);
  if (!state.product.known) return <UnknownProduct product={state.product} />;
  const blocked = secureCheckoutBlocked(state);
  if (blocked) return blocked;

  const product = state.product;
  const { coursePreOrder, payingFor, discount, setDiscount, ready, amount, listAmount, checkout } = state;
  const busy = checkout.phase !== 'idle';
  const priceChange = ready?.priceChange;
  const termsBox = <TermsAgreement ref={termsRef} checked={terms.accepted} invalid={terms.invalid} disabled={busy} onChange={terms.change} />;

  return (
    <div className="overflow-hidden rounded-2xl border border-plum-100 bg-white shadow-sm shadow-plum-900/5">
      <div className="grid gap-6 p-6 sm:p-8">
        <PayingForChoice payingFor={payingFor} disabled={busy} />
        <OrderSummary name={product.name} detail={product.detail} amount={amount} discount={discount} />
        {coursePreOrder ? <PreOrderNote /> : null}
        {priceChange && !discount ? (
          <p role="status" className="rounded-xl bg-plum-50 px-4 py-3 text-sm text-plum-900">
            {priceChange.message}
          </p>
        ) : null}
        <DiscountEntry
          amount={listAmount}
          productKey={product.key}
          applied={discount}
          onApply={setDiscount}
          onRemove={() => setDiscount(null)}
          // Before the box is ticked no session is open: a code can be applied already.
          disabled={busy || (terms.agreedOnce && !ready)}
        />
      </div>
      <PaymentDetailsSection className="grid gap-6 border-t border-plum-100 bg-plum-50/40 p-6 sm:p-8">
        <CheckoutTerms sessions={product.type === 'mentorship'} course={includesCoursePacket(product)} />
        <PaymentStep state={state} terms={terms} termsBox={termsBox} />
        <p className="text-center text-xs text-muted">Card details go straight to our payment provider; HerWay never sees or stores them.</p>
      </PaymentDetailsSection>
    </div>
  );
}
