import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useToasts } from '@/components/ui/toast/use-toast';
import { createQueryClient } from '@/lib/query-client';

function Probe() {
  const { pathname, search } = useLocation();
  const toasts = useToasts().filter((t) => t.open);
  return (
    <>
      <output data-testid="location">{pathname + search}</output>
      <output data-testid="toast">{toasts.map((t) => `${String(t.title)}: ${String(t.description ?? '')}`).join('|')}</output>
      <output data-testid="toast-variant">{toasts.map((t) => t.variant ?? 'default').join('|')}</output>
    </>
  );
}

/** One demo route (not lazy) at `path` in a memory router, with a home page to land on. */
export function renderDemo(path: string, page: ReactElement) {
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.split('?')[0]} element={page} />
          <Route path="/" element={<p>home page</p>} />
        </Routes>
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user };
}

/** The open toast as 'Title: description' (one at a time). */
export const shownToast = () => screen.getByTestId('toast').textContent;
export const shownToastVariant = () => screen.getByTestId('toast-variant').textContent;
export const location = () => screen.getByTestId('location').textContent;
