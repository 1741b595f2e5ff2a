import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A page's one <h1>. */
export function PageHeading({ className, ...props }: ComponentProps<'h1'>) {
  return <h1 className={cn('text-3xl font-extrabold tracking-tight text-balance text-plum-800 sm:text-5xl', className)} {...props} />;
}
