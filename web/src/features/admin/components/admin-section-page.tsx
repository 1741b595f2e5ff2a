import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { Spinner } from '@/components/ui/spinner';
import { PageGuard } from '@/features/auth/components/page-guard';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { AdminNav } from './admin-nav';
import { AdminPageHeader, AdminStatusError } from './admin-page-header';

type AdminFrameProps = {
  title: string;
  description: string;
  /** Buttons beside the title, shown once she is known to be an admin. */
  actions?: ReactNode;
  /** /admin sends anyone else to /admin-login; the other admin pages show 'Access Denied'. */
  whenDenied: 'admin-login' | 'access-denied';
  children: () => ReactNode;
};

/**
 * An admin page: its title (never indexed), the header, and its content once the server says she
 * is an admin; a spinner while asking, a retry when the check failed.
 */
export function AdminFrame({ title, description, actions, whenDenied, children }: AdminFrameProps) {
  usePageTitle(title);
  useNoIndex();
  return (
    <PageGuard role="admin" whenDenied={whenDenied}>
      {(access, retry) => (
        <>
          <AdminPageHeader title={title} description={access === 'admin' ? description : undefined} actions={access === 'admin' ? actions : undefined} />
          {access === 'admin' ? (
            children()
          ) : access === 'error' ? (
            <Container className="py-12">
              <AdminStatusError onRetry={retry} />
            </Container>
          ) : (
            <Spinner label="Checking admin access…" className="min-h-[40vh]" />
          )}
        </>
      )}
    </PageGuard>
  );
}

/** An admin page beyond the first two (/admin, /admin/content): the admin navigation above its content. */
export function AdminSectionPage({ title, description, children }: { title: string; description: string; children: () => ReactNode }) {
  return (
    <AdminFrame title={title} description={description} whenDenied="access-denied">
      {() => (
        <Container className="grid gap-8 py-8 sm:py-10">
          <AdminNav />
          {children()}
        </Container>
      )}
    </AdminFrame>
  );
}
