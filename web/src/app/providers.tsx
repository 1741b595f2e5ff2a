import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastOutlet } from '@/components/ui/toast/toast-outlet';
import { createQueryClient } from '@/lib/query-client';

/** Everything the app needs above the router. Tests pass their own query client. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <ToastOutlet />
    </QueryClientProvider>
  );
}
