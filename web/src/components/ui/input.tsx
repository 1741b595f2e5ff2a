import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * Text field look shared by inputs, textareas and selects. The border meets the 3:1 non-text
 * contrast of WCAG 1.4.11 on white; 16 px text keeps mobile Safari from zooming on focus.
 */
export const fieldClasses =
  'block w-full rounded-xl border border-plum-400 bg-white px-4 text-base text-ink shadow-xs shadow-plum-900/5 transition-colors placeholder:text-muted hover:border-plum-500 focus-visible:border-plum-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-plum-600 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-danger-700 aria-[invalid=true]:focus-visible:outline-danger-700';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-12', className)} {...props} />;
}
