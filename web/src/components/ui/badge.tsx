import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline' | 'success';

const base = 'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

// Every text colour meets WCAG AA (4.5:1) on its background.
const variants: Record<BadgeVariant, string> = {
  default: 'border-transparent bg-primary text-white',
  secondary: 'border-transparent bg-plum-100 text-plum-800',
  destructive: 'border-transparent bg-danger-700 text-white',
  outline: 'border-plum-300 bg-white text-ink',
  success: 'border-transparent bg-emerald-100 text-emerald-900',
};

/** Badge classes, for elements that are not a `<Badge>`. */
export function badgeVariants({ variant = 'default', className }: { variant?: BadgeVariant; className?: string } = {}): string {
  return cn(base, variants[variant], className);
}

/** A small status label. */
export function Badge({ variant, className, ...props }: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return <span data-variant={variant ?? 'default'} className={badgeVariants({ variant, className })} {...props} />;
}
