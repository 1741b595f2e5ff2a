import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';

/** What a non-admin sees on an admin-only page that does not redirect: 'Access Denied'. */
export function AccessDenied() {
  return (
    <Container className="flex justify-center py-16 sm:py-24">
      <div className="w-full max-w-md rounded-2xl border border-plum-100 bg-white p-8 text-center shadow-sm shadow-plum-900/5">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-danger-50 text-danger-700">
          <ShieldAlert className="size-6" aria-hidden="true" />
        </span>
        <PageHeading className="mt-4 text-2xl sm:text-3xl">Access Denied</PageHeading>
        <p className="mt-2 text-muted">Admin access required</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/admin-login" className={buttonVariants()}>
            Admin Login
          </Link>
          <Link to="/" className={buttonVariants({ variant: 'outline' })}>
            Back to Home
          </Link>
        </div>
      </div>
    </Container>
  );
}
