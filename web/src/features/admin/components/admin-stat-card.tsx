import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** One figure with its label ('Total Contacts: 12'), read as a term and its value. */
export function AdminStatCard({ label, value, icon: Icon, className }: { label: string; value: string; icon: LucideIcon; className?: string }) {
  return (
    <div className={cn('flex items-center gap-4 rounded-2xl border border-plum-100 bg-white p-5 shadow-sm shadow-plum-900/5', className)}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-plum-50 text-plum-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <dl className="flex min-w-0 flex-col-reverse">
        <dt className="text-sm font-medium text-muted">{label}</dt>
        <dd className="truncate text-2xl font-extrabold text-ink tabular-nums">{value}</dd>
      </dl>
    </div>
  );
}
