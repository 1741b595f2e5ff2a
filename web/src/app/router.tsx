import { useState, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { AppLayout } from './layout';
import { NotFound } from './not-found';
import { RouteError } from './route-error';

type RouteModule = { default: ComponentType };

function PageLoader() {
  return <Spinner label="Loading page…" className="min-h-[60vh]" />;
}

/**
 * A route whose page is its own chunk, fetched on first visit. The static HydrateFallback
 * keeps the shell on screen while the first page of a visit loads.
 */
function page(load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return {
    lazy: async () => ({ Component: (await load()).default }),
    HydrateFallback: PageLoader,
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors of a page render inside the shell.
        ErrorBoundary: RouteError,
        children: [
          // Public pages
          { index: true, ...page(() => import('@/features/marketing/routes/home')) },
          { path: 'about', ...page(() => import('@/features/marketing/routes/about')) },
          { path: 'mentorship', ...page(() => import('@/features/marketing/routes/mentorship')) },
          { path: 'course', ...page(() => import('@/features/marketing/routes/course')) },
          { path: 'resources', ...page(() => import('@/features/marketing/routes/resources')) },
          { path: 'faq', ...page(() => import('@/features/marketing/routes/faq')) },
          { path: 'contact', ...page(() => import('@/features/marketing/routes/contact')) },
          { path: 'terms', ...page(() => import('@/features/marketing/routes/terms')) },
          { path: 'privacy', ...page(() => import('@/features/marketing/routes/privacy')) },
          // Account pages
          { path: 'login', ...page(() => import('@/features/auth/routes/login')) },
          { path: 'register', ...page(() => import('@/features/auth/routes/register')) },
          { path: 'dashboard', ...page(() => import('@/features/dashboard/routes/dashboard')) },
          { path: 'sessions', ...page(() => import('@/features/dashboard/routes/sessions')) },
          // Checkout pages
          { path: 'checkout', ...page(() => import('@/features/checkout/routes/checkout')) },
          { path: 'protected-checkout', ...page(() => import('@/features/checkout/routes/protected-checkout')) },
          { path: 'payment-success', ...page(() => import('@/features/checkout/routes/payment-success')) },
          // Admin pages
          { path: 'admin-login', ...page(() => import('@/features/admin/routes/admin-login')) },
          { path: 'admin', ...page(() => import('@/features/admin/routes/admin')) },
          { path: 'admin/content', ...page(() => import('@/features/admin/routes/admin-content')) },
          // Demo and design pages
          { path: 'checkout-demo', ...page(() => import('@/features/demo/routes/checkout-demo')) },
          { path: 'demo-payment-success', ...page(() => import('@/features/demo/routes/demo-payment-success')) },
          { path: 'test-stripe', ...page(() => import('@/features/demo/routes/test-stripe')) },
          { path: 'stripe-debug', ...page(() => import('@/features/demo/routes/stripe-debug')) },
          { path: 'hero-options', ...page(() => import('@/features/demo/routes/hero-options')) },
          { path: 'image-options', ...page(() => import('@/features/demo/routes/image-options')) },
          { path: 'discount-demo', ...page(() => import('@/features/demo/routes/discount-demo')) },
          // Anything else
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
