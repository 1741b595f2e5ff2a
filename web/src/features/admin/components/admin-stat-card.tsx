import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * The figure's size by its length: a five-digit revenue ('$10,500.25') gets smaller type rather
 * than being cut off ('$10,5…' at 1280 px), and anything longer still wraps, never clips. The
 * value keeps the large size's height, so a figure arriving in smaller type moves nothing.
 */
export function statValueSize(value: string): string {
  if (value.length <= 6) return 'text-2xl';
  if (value.length <= 9) return 'text-xl';
  return 'text-lg';
}

/** One figure with its label ('Total Contacts: 12'), read as a term and its value. */
export function AdminStatCard({ label, value, icon: Icon, className }: { label: string; value: string; icon: LucideIcon; className?: string }) {
  return (
    <div className={cn('flex items-center gap-4 rounded-2xl border border-plum-100 bg-white p-5 shadow-sm shadow-plum-900/5', className)}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-plum-50 text-plum-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <dl className="flex min-w-0 flex-col-reverse">
        <dt className="text-sm font-medium text-muted">{label}</dt>
        <dd className={cn('min-h-[1.875rem] leading-tight font-extrabold [overflow-wrap:anywhere] text-ink tabular-nums', statValueSize(value))}>{value}</dd>
      </dl>
    </div>
  );
}
