import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A native checkbox in the brand colour: submitted with its form, Space toggles it, its
 * `<label htmlFor>` makes the label clickable, and react-hook-form's `register` works as is.
 * (Radix Checkbox measures itself with ResizeObserver inside forms, which jsdom lacks; the
 * native control needs nothing.)
 */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-5 shrink-0 cursor-pointer rounded-md border-plum-400 accent-plum-700 disabled:cursor-not-allowed disabled:opacity-60',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-600 aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-offset-2 aria-[invalid=true]:outline-danger-700',
        className,
      )}
      {...props}
    />
  );
}
