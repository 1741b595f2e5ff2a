import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { LoadFailed } from '@/components/ui/load-failed';

/** The admin pages' band: the page's one h1, a line under it, and the page's buttons. */
export function AdminPageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="border-b border-plum-100 bg-linear-to-b from-plum-50 to-white">
      <Container className="flex flex-col gap-6 py-10 sm:py-12 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <PageHeading>{title}</PageHeading>
          {description ? <p className="mt-3 max-w-2xl text-lg text-pretty text-muted">{description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </Container>
    </div>
  );
}

/** The admin status check failed (not a 'no'): say so and offer to ask again. */
export function AdminStatusError({ onRetry }: { onRetry: () => void }) {
  return <LoadFailed className="mx-auto max-w-lg" message="We could not check your admin access. Please try again." onRetry={onRetry} />;
}
