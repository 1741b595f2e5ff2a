import type { ReactNode } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import { cn } from '@/lib/cn';

/** A demo page's one h1 and what the page is for. */
export function DemoIntro({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('max-w-3xl', className)}>
      <PageHeading>{title}</PageHeading>
      <div className="mt-4 text-lg text-pretty text-muted">{children}</div>
    </div>
  );
}
