import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping falsy ones; a later Tailwind class wins over an earlier one of the
 * same property (`whitespace-normal` after a component's `whitespace-nowrap`), as tailwind-merge
 * resolves them. Plain joining left both, and the stylesheet's order, not the caller, decided.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(classes);
}

/**
 * tailwind-merge builds its class map at its first call: ~20 ms on this machine, about four times
 * that on a phone. Made by the first component to render, it lengthens a task React cannot split
 * (one component's render); `startAfterClassMerging` builds it in a task of its own and starts
 * React in the next, so neither task blocks the page for long (docs/lighthouse.md).
 */
export function startAfterClassMerging(start: () => void): void {
  setTimeout(() => {
    twMerge('');
    setTimeout(start, 0);
  }, 0);
}
