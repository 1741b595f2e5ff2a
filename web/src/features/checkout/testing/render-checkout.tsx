import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

import { useToasts } from '@/components/ui/toast/use-toast';
import { type CurrentUser } from '@/features/auth/api/get-current-user';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/testing/test-utils';
import CheckoutRoute from '../routes/checkout';
import PaymentSuccessRoute from '../routes/payment-success';
import ProtectedCheckoutRoute from '../routes/protected-checkout';
import { CURRENT_USER_QUERY_KEY } from '@/lib/query-keys';

export const ava: CurrentUser = {
  id: 'user-ava',
  email: 'ava@example.com',
  firstName: 'Ava',
  lastName: 'Lopez',
  isAdmin: false,
  createdAt: '2025-08-22T10:00:00.000Z',
};

function Probe() {
  const { pathname, search } = useLocation();
  const toasts = useToasts().filter((t) => t.open);
  return (
    <>
      <output data-testid="location">{pathname + search}</output>
      <output data-testid="toast-title">{toasts.map((t) => String(t.title)).join('|')}</output>
      <output data-testid="toast-description">{toasts.map((t) => String(t.description ?? '')).join('|')}</output>
    </>
  );
}

/**
 * The checkout routes (not lazy: fake timers can drive them) in a memory router, with the current
 * user already answered: a user, or null for signed out (undefined: asked through fetch).
 */
export function renderCheckout(path: string, user: CurrentUser | null | undefined) {
  const queryClient = createQueryClient();
  if (user !== undefined) queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/protected-checkout" element={<ProtectedCheckoutRoute />} />
          <Route path="/checkout" element={<CheckoutRoute />} />
          <Route path="/payment-success" element={<PaymentSuccessRoute />} />
          <Route path="/login" element={<p>login page</p>} />
          <Route path="/" element={<p>home page</p>} />
        </Routes>
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

export const location = () => screen.getByTestId('location').textContent;
export const toastTitle = () => screen.getByTestId('toast-title').textContent;
export const toastDescription = () => screen.getByTestId('toast-description').textContent;

/** A payment-intent reply as the API answers it. */
export function intentReply(amount: number, id = 'pi_test123') {
  return jsonResponse({ clientSecret: `${id}_secret_abc`, paymentIntentId: id, amount });
}
