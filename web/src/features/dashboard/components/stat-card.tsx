import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** One count with its label ('Purchased Courses: 1'). */
export function StatCard({ label, value, icon: Icon, className }: { label: string; value: number; icon: LucideIcon; className?: string }) {
  return (
    // On a phone two cards share a row: the icon goes above the figure so the label has the width.
    <div
      className={cn(
        'flex flex-col items-start gap-3 rounded-2xl border border-plum-100 bg-white p-4 shadow-sm shadow-plum-900/5 sm:flex-row sm:items-center sm:gap-4 sm:p-5',
        className,
      )}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-plum-50 text-plum-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <dl className="flex min-w-0 flex-col-reverse">
        <dt className="text-sm font-medium text-muted">{label}</dt>
        <dd className="text-2xl font-extrabold text-ink tabular-nums">{value}</dd>
      </dl>
    </div>
  );
}
