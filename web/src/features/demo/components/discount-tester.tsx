import { useState } from 'react';
import type { Discount } from '@herway/shared/contracts/payments';
import { DiscountEntry } from '@/components/commerce/discount-entry';
import { OrderSummary } from '@/components/commerce/order-summary';
import { formatDollars } from '@/lib/money';
import { SAMPLE_AMOUNT } from '../config/sample-purchase';

/**
 * A code tried on the $500 sample through the real POST /api/validate-discount (the discount
 * entry of the checkouts): the price, what the code takes off and the total. Nothing is charged.
 */
export function DiscountTester() {
  const [discount, setDiscount] = useState<Discount | null>(null);
  const rows = [
    { label: 'Sample purchase', value: formatDollars(SAMPLE_AMOUNT) },
    { label: 'Discount', value: discount ? `-${formatDollars(discount.discountAmount)}` : formatDollars(0) },
    { label: 'Final amount', value: formatDollars(discount?.finalAmount ?? SAMPLE_AMOUNT) },
  ];
  return (
    <section aria-labelledby="discount-tester-title" className="grid gap-6 rounded-2xl border border-plum-100 bg-white p-6 shadow-sm shadow-plum-900/5 sm:p-8">
      <div>
        <h2 id="discount-tester-title" className="text-2xl font-bold text-ink">
          Try a code
        </h2>
        <p className="mt-2 text-muted">The server checks the code on a {formatDollars(SAMPLE_AMOUNT)} sample, exactly as at checkout. Nothing is charged.</p>
      </div>
      <OrderSummary
        name="Sample purchase"
        detail="A sample order to try codes on"
        amount={discount?.finalAmount ?? SAMPLE_AMOUNT}
        discount={discount}
        headingLevel="h3"
      />
      <DiscountEntry amount={SAMPLE_AMOUNT} applied={discount} onApply={setDiscount} onRemove={() => setDiscount(null)} />
      <dl className="grid gap-2 rounded-xl bg-plum-50 p-4 text-sm">
        {rows.map(({ label, value }) => (
          <div key={label} className="flex justify-between gap-4 last:border-t last:border-plum-200 last:pt-2 last:font-bold">
            <dt className="text-ink">{label}</dt>
            <dd className="text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
