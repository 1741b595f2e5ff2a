import { cn } from '@/lib/cn';

/** A small, motion-safe loading indicator with an accessible label. */
export function Spinner({ label = 'Loading…', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 text-muted', className)}>
      <span aria-hidden="true" className="size-6 rounded-full border-2 border-plum-200 border-t-plum-700 motion-safe:animate-spin" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
