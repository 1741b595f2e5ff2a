import { CalendarRange, CircleDollarSign, Package, Users } from 'lucide-react';
import { formatUsd } from '@herway/shared/format';
import { starterDemo } from '../config/starter-demo';

const rows = [
  { Icon: Package, label: 'Package', value: starterDemo.name },
  { Icon: Users, label: 'Sessions', value: `${starterDemo.sessions} one-on-one sessions` },
  { Icon: CircleDollarSign, label: 'Amount', value: formatUsd(starterDemo.priceCents) },
  { Icon: CalendarRange, label: 'Access', value: `${starterDemo.accessMonths} months` },
];

/** The demo purchase at a glance: package, sessions, amount and access. */
export function DemoPackageSummary() {
  return (
    <section aria-labelledby="demo-package-title" className="rounded-2xl border border-plum-100 bg-white p-6 shadow-sm shadow-plum-900/5 sm:p-8">
      <h2 id="demo-package-title" className="text-xl font-bold text-ink">
        Your package
      </h2>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        {rows.map(({ Icon, label, value }) => (
          // A definition list holds only dt and dd (each pair may sit in one div): the icon goes in the dt.
          <div key={label} className="rounded-xl bg-plum-50 p-4">
            <dt className="flex items-center gap-3 text-sm text-muted">
              <Icon className="size-5 shrink-0 text-plum-700" aria-hidden="true" />
              {label}
            </dt>
            <dd className="mt-1 pl-8 font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
