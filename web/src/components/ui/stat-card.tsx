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

const layouts = {
  row: 'flex items-center gap-4 p-5',
  // On a phone two cards share a row: the icon goes above the figure so the label has the width.
  'stacked-on-phone': 'flex flex-col items-start gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5',
} as const;

type StatCardProps = {
  label: string;
  value: string | number;
  icon: LucideIcon;
  layout?: keyof typeof layouts;
  className?: string;
};

/** One figure with its label ('Total Contacts: 12', 'Purchased Courses: 1'), read as a term and its value. */
export function StatCard({ label, value, icon: Icon, layout = 'row', className }: StatCardProps) {
  const figure = String(value);
  return (
    <div className={cn('rounded-2xl border border-plum-100 bg-white shadow-sm shadow-plum-900/5', layouts[layout], className)}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-plum-50 text-plum-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <dl className="flex min-w-0 flex-col-reverse">
        <dt className="text-sm font-medium text-muted">{label}</dt>
        <dd className={cn('min-h-[1.875rem] leading-tight font-extrabold [overflow-wrap:anywhere] text-ink tabular-nums', statValueSize(figure))}>{figure}</dd>
      </dl>
    </div>
  );
}
