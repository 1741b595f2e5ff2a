import { Copy } from 'lucide-react';
import { seedDiscounts } from '@herway/shared/catalog/discounts';
import { copyCode } from '../lib/copy-code';

/** The six sample codes the database is seeded with (docs/decisions/sample-codes-local-and-dev-only.md), each copied by a click. */
export function SampleCodes() {
  return (
    <section aria-labelledby="sample-codes-title">
      <h2 id="sample-codes-title" className="text-2xl font-bold text-ink">
        Sample codes
      </h2>
      <p className="mt-2 text-muted">Click a code to copy it.</p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {seedDiscounts.map((discount) => (
          <li key={discount.code}>
            <button
              type="button"
              className="group flex min-h-11 w-full items-center justify-between gap-3 rounded-2xl border border-dashed border-plum-300 bg-white px-5 py-4 text-left shadow-sm shadow-plum-900/5 transition-colors hover:border-plum-500 hover:bg-plum-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-600"
              onClick={() => void copyCode(discount.code)}
            >
              <span>
                <span className="block font-mono text-lg font-bold tracking-wider text-plum-800">{discount.code}</span>
                <span className="mt-0.5 block text-sm text-muted">{discount.description}</span>
              </span>
              <span className="flex shrink-0 items-center gap-1.5 text-sm font-semibold text-plum-700 group-hover:text-plum-900">
                <Copy className="size-4" aria-hidden="true" />
                Copy
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
