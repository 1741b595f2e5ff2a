import { packageLabel, packageLedger, type PackageLike } from '../lib/packages';

/** Her packages on /sessions, each as its ledger: '3 of 5 sessions left · expires May 1, 2027' (package-ledger.ts). */
export function PackageLedgers({ packages, now }: { packages: readonly PackageLike[]; now: Date }) {
  if (packages.length === 0) return null;
  return (
    <section aria-labelledby="package-ledgers" className="rounded-2xl border border-plum-100 bg-white p-6 shadow-sm shadow-plum-900/5">
      <h2 id="package-ledgers" className="text-lg font-bold text-ink">
        Your packages
      </h2>
      <ul className="mt-3 grid gap-2">
        {packages.map((pkg) => (
          <li key={pkg.id} className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="font-semibold text-ink">{packageLabel(pkg.packageType)} Package</span>
            <span className="text-muted">{packageLedger(pkg, now)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
