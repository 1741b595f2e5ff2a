import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';

/** The account pages' frame: the page's one h1, a short line under it, a card with the form, and links under the card. */
export function AuthLayout({ title, description, children, footer }: { title: string; description: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="bg-linear-to-b from-plum-50 to-white">
      <Container className="flex justify-center py-12 sm:py-20">
        <div className="w-full max-w-md">
          <div className="text-center">
            <PageHeading>{title}</PageHeading>
            <p className="mt-3 text-pretty text-muted">{description}</p>
          </div>
          <div className="mt-8 rounded-2xl border border-plum-100 bg-white p-6 shadow-sm shadow-plum-900/5 sm:p-8">{children}</div>
          {footer ? <div className="mt-6 grid gap-2 text-center text-sm text-muted">{footer}</div> : null}
        </div>
      </Container>
    </div>
  );
}

/** An inline text link in the account pages. */
export const authLinkClass = 'font-semibold text-plum-700 underline decoration-plum-300 underline-offset-4 hover:text-plum-900 hover:decoration-plum-700';
