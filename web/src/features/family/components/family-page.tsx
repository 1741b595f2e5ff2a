import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import type { CurrentUser } from '@/features/auth/api/get-current-user';
import { PageGuard } from '@/features/auth/components/page-guard';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';

export type BackLink = { to: string; label: string };

/** The frame of a family page: an optional way back, the title, what the page is for. */
export function FamilyFrame({ title, description, back, children }: { title: string; description: ReactNode; back?: BackLink; children: ReactNode }) {
  return (
    <>
      <div className="border-b border-plum-100 bg-linear-to-b from-plum-50 to-white">
        <Container className="py-10 sm:py-14">
          {back ? (
            <Link to={back.to} className={buttonVariants({ variant: 'ghost', size: 'md', className: '-ml-3' })}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {back.label}
            </Link>
          ) : null}
          <PageHeading className="mt-3 [overflow-wrap:anywhere]">{title}</PageHeading>
          <p className="mt-3 max-w-2xl text-lg text-pretty text-muted">{description}</p>
        </Container>
      </div>
      <Container className="py-10 sm:py-12">{children}</Container>
    </>
  );
}

type FamilyPageRouteProps = {
  /** The page's title and h1 while she is checked. */
  title: string;
  /** 'your family', for the guard's notices. */
  what: string;
  /** The page, once she is signed in (athlete or guardian): it draws its own frame. */
  children: (user: CurrentUser) => ReactNode;
};

/** A signed-in family page (an athlete's or a guardian's): never indexed, behind the page guard. */
export function FamilyPageRoute({ title, what, children }: FamilyPageRouteProps) {
  usePageTitle(title);
  useNoIndex();
  return (
    <PageGuard role="athlete" title={title} what={what}>
      {children}
    </PageGuard>
  );
}
