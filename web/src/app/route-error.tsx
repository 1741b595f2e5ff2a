import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { usePageTitle } from '@/lib/use-page-title';

/** Shown when a page throws or its code cannot be loaded (for example after a new release). */
export function RouteError() {
  const error = useRouteError();
  usePageTitle('Something Went Wrong');
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <h1 className="text-3xl font-extrabold tracking-tight text-plum-800 sm:text-4xl">Something went wrong</h1>
      <p className="mt-4 max-w-md text-muted">
        This page could not be shown. Reloading usually fixes it; if not, please try again later.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload Page</Button>
        <Link to="/" reloadDocument className={buttonVariants({ variant: 'outline' })}>
          Back to Home
        </Link>
      </div>
    </Container>
  );
}
