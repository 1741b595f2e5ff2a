import { ShoppingCart, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { formatDollars } from '@/lib/money';
import { SAMPLE_AMOUNT, sampleCheckoutPath, starterCheckoutPath } from '../config/sample-purchase';

// Outline buttons whose words may wrap on a phone ('!': over the button's fixed height and nowrap).
const linkButton = buttonVariants({ variant: 'outline', className: 'h-auto! min-h-11 py-2.5 text-center whitespace-normal!' });

/** Buttons into the real checkouts, to try a code there. A payment made there is real. */
export function CheckoutShortcuts() {
  return (
    <section
      aria-labelledby="checkout-shortcuts-title"
      className="grid gap-4 rounded-2xl border border-plum-100 bg-white p-6 shadow-sm shadow-plum-900/5 sm:p-8"
    >
      <h2 id="checkout-shortcuts-title" className="text-2xl font-bold text-ink">
        Try a code at checkout
      </h2>
      <p className="flex gap-2 rounded-xl bg-danger-50 px-4 py-3 text-sm text-danger-800">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        These open the real checkout pages: a payment completed there is a real payment.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link to={sampleCheckoutPath} className={linkButton}>
          <ShoppingCart className="size-4" aria-hidden="true" />
          Open Checkout ({formatDollars(SAMPLE_AMOUNT)} sample)
        </Link>
        <Link to={starterCheckoutPath} className={linkButton}>
          <ShoppingCart className="size-4" aria-hidden="true" />
          Open Protected Checkout (Starter package)
        </Link>
      </div>
    </section>
  );
}
