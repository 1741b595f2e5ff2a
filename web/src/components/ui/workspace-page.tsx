import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from './load-failed';
import { buttonVariants } from './button';
import { Container } from './container';
import { PageHeading } from './page-heading';
import { Spinner } from './spinner';

/** The frame of her pages off the dashboard (sessions, the recruiting workspace): a way back to the dashboard, the title, what the page is for. */
export function WorkspacePage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <>
      <div className="border-b border-plum-100 bg-linear-to-b from-plum-50 to-white">
        <Container className="py-10 sm:py-14">
          <Link to="/dashboard" className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Dashboard
          </Link>
          <PageHeading className="mt-3">{title}</PageHeading>
          <p className="mt-3 max-w-2xl text-lg text-pretty text-muted">{description}</p>
        </Container>
      </div>
      <Container className="py-10 sm:py-12">{children}</Container>
    </>
  );
}

/** While a page's data is loading, or why it could not be. */
export function LoadState({ failed, what, onRetry }: { failed: boolean; what: string; onRetry: () => void }) {
  if (!failed) return <Spinner label={`Loading ${what}…`} className="min-h-[30vh]" />;
  return <LoadFailed message={`Failed to load ${what}. Please try refreshing.`} onRetry={onRetry} />;
}
