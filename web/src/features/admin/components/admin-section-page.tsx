import type { ReactNode } from 'react';
import { AccessDenied } from '@/components/ui/access-denied';
import { Container } from '@/components/ui/container';
import { Spinner } from '@/components/ui/spinner';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminAccess } from '../api/get-admin-status';
import { AdminNav } from './admin-nav';
import { AdminPageHeader, AdminStatusError } from './admin-page-header';

/**
 * An admin page beyond the SPEC's two (/admin, /admin/content): its title, the admin navigation,
 * and its content once the server says she is an admin; 'Access Denied' for anyone else.
 */
export function AdminSectionPage({ title, description, children }: { title: string; description: string; children: () => ReactNode }) {
  usePageTitle(title);
  useNoIndex();
  const { access, retry } = useAdminAccess();

  if (access === 'denied') return <AccessDenied />;
  return (
    <>
      <AdminPageHeader title={title} description={access === 'admin' ? description : undefined} />
      {access === 'admin' ? (
        <Container className="grid gap-8 py-8 sm:py-10">
          <AdminNav />
          {children()}
        </Container>
      ) : access === 'error' ? (
        <Container className="py-12">
          <AdminStatusError onRetry={retry} />
        </Container>
      ) : (
        <Spinner label="Checking admin access…" className="min-h-[40vh]" />
      )}
    </>
  );
}
