import { Component, useEffect, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { usePageTitle } from '@/lib/use-page-title';

/** Shown when a page throws or its code cannot be loaded (for example after a new release). */
export function ErrorFallback({ error }: { error: unknown }) {
  usePageTitle('Something Went Wrong');
  useEffect(() => console.error(error), [error]);
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <h1 className="text-3xl font-extrabold tracking-tight text-plum-800 sm:text-4xl">Something went wrong</h1>
      <p className="mt-4 max-w-md text-muted">This page could not be shown. Reloading usually fixes it; if not, please try again later.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload Page</Button>
        <Button variant="outline" onClick={() => window.location.assign('/')}>
          Back to Home
        </Button>
      </div>
    </Container>
  );
}

type Props = {
  children: ReactNode;
  /** A change (the path, in the shell) clears the error, so navigating away recovers. */
  resetKey?: unknown;
};

type State = { error: unknown; hasError: boolean; resetKey: unknown };

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, hasError: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.hasError ? <ErrorFallback error={this.state.error} /> : this.props.children;
  }
}
