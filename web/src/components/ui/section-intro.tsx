import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The opening of a page section: a small eyebrow, the section's heading (an h2 by default)
 * and an optional lead paragraph. Give `id` to the heading and point the section's
 * `aria-labelledby` at it.
 */
export function SectionIntro({
  id,
  eyebrow,
  title,
  children,
  align = 'center',
  as: Heading = 'h2',
  className,
}: {
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  align?: 'center' | 'start';
  as?: 'h1' | 'h2';
  className?: string;
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-wider text-plum-700 uppercase">{eyebrow}</p>}
      <Heading
        id={id}
        className={cn(
          'font-extrabold tracking-tight text-balance text-ink',
          Heading === 'h1' ? 'text-3xl text-plum-800 sm:text-5xl' : 'text-2xl sm:text-4xl',
          eyebrow ? 'mt-2' : undefined,
        )}
      >
        {title}
      </Heading>
      {children && <div className="mt-4 text-base text-pretty text-muted sm:text-lg">{children}</div>}
    </div>
  );
}
