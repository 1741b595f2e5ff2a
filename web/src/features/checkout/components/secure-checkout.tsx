import { useRef } from 'react';
import { CheckoutStatus } from '@/components/commerce/checkout-status';
import { DiscountEntry } from '@/components/commerce/discount-entry';
import { OrderSummary } from '@/components/commerce/order-summary';
import { PreOrderNote } from '@/components/commerce/pre-order-note';
import { TermsAgreement } from '@/components/commerce/terms-agreement';
import { useTermsAgreement } from '@/components/commerce/use-terms-agreement';
import { useSecureCheckout, type SecureCheckoutProps } from '../lib/use-secure-checkout';
import { PayButton } from './pay-button';
import { PayingForChoice } from './paying-for';
import { PaymentDetailsSection, PaymentForm } from './payment-form';
import { secureCheckoutBlocked, UnknownProduct } from './secure-checkout-blocked';

/**
 * The signed-in part of /protected-checkout (docs/product-rules.md#checkout-pages): opens the payment session (the server
 * prices it), then the 'Secure Checkout' card: product and price, discount entry, the payment
 * form, the terms checkbox and 'Pay $amount'. A discount applied or removed means a new session.
 * The course (alone or with Elite), while none of it is released, is said to be a pre-order.
 */
export function SecureCheckout(props: SecureCheckoutProps) {
  const state = useSecureCheckout(props);
  const termsRef = useRef<HTMLInputElement>(null);
  const terms = useTermsAgreement(termsRef);
  if (!state.product.known) return <UnknownProduct product={state.product} />;
  const blocked = secureCheckoutBlocked(state);
  if (blocked) return blocked;

  const product = state.product;
  const { coursePreOrder, payingFor, discount, setDiscount, ready, amount, listAmount, successPath, checkout, onSetupError } = state;
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
          disabled={busy || !ready}
        />
      </div>
      <PaymentDetailsSection className="grid gap-6 border-t border-plum-100 bg-plum-50/40 p-6 sm:p-8">
        {ready ? (
          <PaymentForm
            clientSecret={ready.clientSecret}
            onSetupError={onSetupError}
            amount={amount}
            checkout={checkout}
            returnPath={successPath}
            receiptEmail={props.user.email}
            canPay={terms.require}
          >
            {termsBox}
          </PaymentForm>
        ) : (
          <>
            <CheckoutStatus label="Preparing secure checkout..." className="flex flex-col items-center gap-3 py-6" />
            {termsBox}
            <PayButton amount={amount} phase={checkout.phase} disabled />
          </>
        )}
        <p className="text-center text-xs text-muted">Card details go straight to our payment provider; HerWay never sees or stores them.</p>
      </PaymentDetailsSection>
    </div>
  );
}
