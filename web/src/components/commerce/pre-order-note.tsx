import { CalendarClock } from 'lucide-react';
import { cn } from '@/lib/cn';
import { PRE_ORDER_DETAILS } from './course-release';

/** 'Pre-order' said plainly, where the Course Packet is sold before its first module is released. */
export function PreOrderNote({ className }: { className?: string }) {
  return (
    <div
      role="note"
      aria-label="Pre-order"
      className={cn('flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-left text-sm text-ink', className)}
    >
      <CalendarClock className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
      <p>
        <strong className="font-semibold">The Course Packet is a pre-order.</strong> {PRE_ORDER_DETAILS}
      </p>
    </div>
  );
}
