import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldClasses } from './input';

/**
 * A native select (the platform's own picker on phones, full keyboard and screen-reader
 * support) styled like the other fields.
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={cn(fieldClasses, 'h-12 appearance-none pr-11', className)} {...props}>
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-plum-700" />
    </div>
  );
}

/** One `<option>` per key, in the keys' order, each showing its label. */
export function LabelledOptions<Key extends string>({ keys, labels }: { keys: readonly Key[]; labels: Readonly<Record<Key, string>> }) {
  return keys.map((key) => (
    <option key={key} value={key}>
      {labels[key]}
    </option>
  ));
}
