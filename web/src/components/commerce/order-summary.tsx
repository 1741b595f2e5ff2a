import type { Discount } from '@herway/shared/contracts/payments';
import { formatDollars } from '@/lib/money';

type Props = {
  name: string;
  detail?: string;
  /** What will be charged, in dollars. */
  amount: number;
  discount: Discount | null;
  headingLevel?: 'h2' | 'h3';
};

/**
 * The product, its price and the discount: when discounted, the original struck through,
 * the discounted price, and 'Discount: CODE (-$amount)'.
 */
export function OrderSummary({ name, detail, amount, discount, headingLevel: Heading = 'h2' }: Props) {
  return (
    <section aria-label="Order summary" className="grid gap-3">
      <div>
        <Heading className="text-xl font-bold text-ink">{name}</Heading>
        {detail ? <p className="mt-1 text-sm text-muted">{detail}</p> : null}
      </div>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        {discount ? (
          <s className="text-lg text-muted">
            <span className="sr-only">Original price: </span>
            {formatDollars(discount.originalAmount)}
          </s>
        ) : null}
        <span className="text-3xl font-extrabold text-plum-800 tabular-nums">
          {discount ? <span className="sr-only">Price after discount: </span> : <span className="sr-only">Price: </span>}
          {formatDollars(amount)}
        </span>
      </p>
      {discount ? (
        <p className="text-sm font-semibold text-emerald-800">
          Discount: {discount.code} (-{formatDollars(discount.discountAmount)})
        </p>
      ) : null}
    </section>
  );
}
