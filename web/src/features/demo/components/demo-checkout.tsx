import { CheckCircle2, Lock } from 'lucide-react';
import { useId, useRef } from 'react';
import { OrderSummary } from '@/components/commerce/order-summary';
import { TermsAgreement } from '@/components/commerce/terms-agreement';
import { useTermsAgreement } from '@/components/commerce/use-terms-agreement';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { formatDollars } from '@/lib/money';
import { premiumDemoPackage as premium } from '../config/premium-package';

const DEMO_COMPLETE_MESSAGE = 'This was a demo: no card was asked for, no payment was taken and nothing was purchased.';

/** What the Premium package includes. */
function PremiumIncludes() {
  return (
    <section aria-labelledby="premium-includes-title">
      <h3 id="premium-includes-title" className="text-sm font-semibold tracking-wide text-plum-800 uppercase">
        What&apos;s included
      </h3>
      <ul className="mt-3 grid gap-2.5">
        {premium.includes.map((item) => (
          <li key={item} className="flex gap-3 text-ink">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The /checkout-demo card: the Premium package, the terms and 'Pay'. Pay looks
 * disabled until the terms are agreed, but stays focusable and answers a press (aria-disabled,
 * not disabled), so a press before agreeing explains itself: the 'Terms Agreement Required'
 * toast, the message under the box and the focus on it. Agreed, Pay only says 'Demo Complete'.
 * There is no card form and no request to the API.
 */
export function DemoCheckout() {
  const hintId = useId();
  const termsRef = useRef<HTMLInputElement>(null);
  const terms = useTermsAgreement(termsRef);
  const agreed = terms.accepted;

  return (
    <div className="overflow-hidden rounded-2xl border border-plum-100 bg-white shadow-sm shadow-plum-900/5">
      <div className="grid gap-6 p-6 sm:p-8">
        <OrderSummary
          name={premium.name}
          detail={`${premium.sessions} sessions • ${formatDollars(premium.price)} total`}
          amount={premium.price}
          discount={null}
        />
        <PremiumIncludes />
      </div>
      <form
        noValidate
        aria-label="Demo payment"
        className="grid gap-6 border-t border-plum-100 bg-plum-50/40 p-6 sm:p-8"
        onSubmit={(event) => {
          event.preventDefault();
          if (terms.require()) toast({ title: 'Demo Complete', description: DEMO_COMPLETE_MESSAGE });
        }}
      >
        <TermsAgreement ref={termsRef} checked={agreed} invalid={terms.invalid} onChange={terms.change} />
        <div className="grid gap-2">
          <Button
            type="submit"
            size="lg"
            className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-primary"
            aria-disabled={!agreed}
            aria-describedby={hintId}
          >
            <Lock className="size-4" aria-hidden="true" />
            Pay {formatDollars(premium.price)}
          </Button>
          <p id={hintId} className="text-center text-xs text-muted">
            {agreed ? 'Demo only: pressing Pay charges nothing.' : 'Agree to the Terms of Service to continue. Demo only: nothing is charged.'}
          </p>
        </div>
      </form>
    </div>
  );
}
