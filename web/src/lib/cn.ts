import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping falsy ones; a later Tailwind class wins over an earlier one of the
 * same property (`whitespace-normal` after a component's `whitespace-nowrap`), as tailwind-merge
 * resolves them. Plain joining left both, and the stylesheet's order, not the caller, decided.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(classes);
}
