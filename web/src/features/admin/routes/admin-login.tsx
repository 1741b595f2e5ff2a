import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { AdminLoginForm } from '../components/admin-login-form';

/** /admin-login: the founders' sign-in. */
export default function AdminLoginRoute() {
  usePageTitle('Admin Login');
  useNoIndex();
  return (
    <div className="bg-linear-to-b from-plum-50 to-white">
      <Container className="flex justify-center py-12 sm:py-20">
        <div className="w-full max-w-md">
          <div className="text-center">
            <PageHeading>Admin Login</PageHeading>
            <p className="mt-3 text-pretty text-muted">Sign in with your admin account to review leads, payments and content.</p>
          </div>
          <div className="mt-8 rounded-2xl border border-plum-100 bg-white p-6 shadow-sm shadow-plum-900/5 sm:p-8">
            <AdminLoginForm />
          </div>
        </div>
      </Container>
    </div>
  );
}
