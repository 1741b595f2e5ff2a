import type { ReactNode } from 'react';
import { WorkspacePage } from '@/components/ui/workspace-page';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { PageGuard } from './page-guard';

type AthleteWorkspaceRouteProps = {
  /** The page's title, h1 and the router's page name. */
  title: string;
  /** What the page is for, under the title. */
  description: string;
  /** 'your sessions', for the guard's notices. */
  what: string;
  /** The page's content, drawn (and its data asked for) only once she is signed in as an athlete. */
  children: () => ReactNode;
};

/** One of her pages off the dashboard (sessions, the recruiting workspace): never indexed, behind the athlete page guard, in the workspace frame. */
export function AthleteWorkspaceRoute({ title, description, what, children }: AthleteWorkspaceRouteProps) {
  usePageTitle(title);
  useNoIndex();
  return (
    <PageGuard role="athlete" title={title} what={what}>
      {() => (
        <WorkspacePage title={title} description={description}>
          {children()}
        </WorkspacePage>
      )}
    </PageGuard>
  );
}
