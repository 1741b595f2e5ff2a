import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A closing call to action: a deep plum panel with a heading (h2), a short text and actions.
 * Style the actions with `ctaPrimaryClass` and `ctaSecondaryClass` (light on plum).
 */
export function CtaPanel({
  id,
  title,
  children,
  actions,
  className,
}: {
  id: string;
  title: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'relative isolate overflow-hidden rounded-3xl bg-plum-900 px-6 py-12 text-center text-white shadow-lg shadow-plum-900/20 sm:px-12 sm:py-16',
        className,
      )}
    >
      <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-plum-600/40 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-28 -left-20 -z-10 size-72 rounded-full bg-rose-400/25 blur-3xl" />
      <h2 id={id} className="mx-auto max-w-2xl text-2xl font-extrabold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children && <div className="mx-auto mt-4 max-w-xl text-pretty text-plum-100 sm:text-lg">{children}</div>}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row [&_:focus-visible]:outline-white">{actions}</div>
    </section>
  );
}

/** Classes for a light button on the plum panel (primary action). */
export const ctaPrimaryClass =
  'inline-flex h-12 items-center justify-center gap-2 rounded-full bg-white px-7 text-base font-semibold whitespace-nowrap text-plum-800 shadow-sm transition-colors hover:bg-plum-50 disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0';

/** Classes for an outlined button on the plum panel (secondary action). */
export const ctaSecondaryClass =
  'inline-flex h-12 items-center justify-center gap-2 rounded-full border border-white/40 px-7 text-base font-semibold whitespace-nowrap text-white transition-colors hover:border-white hover:bg-white/10 disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0';
