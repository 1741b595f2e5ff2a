import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A hero's short facts in a row that wraps, each after its icon. */
export function IconFacts({ facts, className }: { facts: readonly { Icon: LucideIcon; text: string }[]; className: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium text-ink/80', className)}>
      {facts.map(({ Icon, text }) => (
        <li key={text} className="flex items-center gap-2">
          <Icon className="size-4 text-plum-700" aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  );
}
