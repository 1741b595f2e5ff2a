import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';

/** The fallback for any path the router does not know. */
export function NotFound() {
  usePageTitle('Page Not Found');
  useNoIndex();
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <h1 className="text-3xl font-extrabold tracking-tight text-plum-800 sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-muted">Did you forget to add the page to the router?</p>
      <Link to="/" className={buttonVariants({ className: 'mt-8' })}>
        Back to Home
      </Link>
    </Container>
  );
}
