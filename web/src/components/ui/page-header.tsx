import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Container } from './container';
import { PageHeading } from './page-heading';

type PageHeaderProps = {
  title: ReactNode;
  /** A short line above the title. */
  eyebrow?: ReactNode;
  description?: ReactNode;
  align?: 'center' | 'left';
  /** Extra content under the description (buttons, a date). */
  children?: ReactNode;
  className?: string;
};

/** The band at the top of a content page: eyebrow, the page's one h1, and a description. */
export function PageHeader({ title, eyebrow, description, align = 'center', children, className }: PageHeaderProps) {
  const centered = align === 'center';
  return (
    <div className={cn('border-b border-plum-100 bg-linear-to-b from-plum-50 to-white', className)}>
      <Container className={cn('py-12 sm:py-20', centered && 'text-center')}>
        {eyebrow ? <p className="text-sm font-semibold tracking-wider text-plum-700 uppercase">{eyebrow}</p> : null}
        <PageHeading className={cn(eyebrow ? 'mt-3' : undefined)}>{title}</PageHeading>
        {description ? <p className={cn('mt-4 max-w-2xl text-lg text-pretty text-muted sm:text-xl', centered && 'mx-auto')}>{description}</p> : null}
        {children}
      </Container>
    </div>
  );
}
