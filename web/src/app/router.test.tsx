import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSignedInHint } from '@/features/auth/api/get-current-user';
import { jsonResponse, mockFetch, renderApp } from '@/testing/test-utils';

// The product's routes (docs/product-rules.md#pages), with the heading each page shows.
const PAGES: Array<[path: string, heading: string]> = [
  ['/', 'Her Process, Her Future, HerWay'],
  ['/about', 'About Us'],
  ['/mentorship', 'Mentorship Program'],
  ['/course', 'Course Packet'],
  ['/resources', 'Free Resources'],
  ['/faq', 'Frequently Asked Questions'],
  ['/contact', 'Get In Touch'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/login', 'Athlete Login'],
  ['/register', 'Create Account'],
  ['/dashboard', 'Dashboard'],
  ['/sessions', 'Your Mentorship Sessions'],
  ['/family', 'Your Family'],
  [`/family/accept/${'A'.repeat(43)}`, 'Family Invitation'],
  ['/family/athletes/user-ava', 'Your Athlete'],
  ['/receipts', 'Your Receipts'],
  ['/checkout', 'Checkout'],
  ['/protected-checkout', 'Secure Checkout'],
  ['/checkout-demo', 'Checkout Demo'],
  ['/payment-success', 'Payment Successful!'],
  ['/demo-payment-success', 'Demo Payment Success'],
  ['/test-stripe', 'Test Stripe'],
  ['/stripe-debug', 'Stripe Debug'],
  ['/admin-login', 'Admin Login'],
  ['/admin', 'Admin Dashboard'],
  ['/admin/content', 'Content Management'],
  ['/hero-options', 'Hero Options'],
  ['/image-options', 'Image Options'],
  ['/discount-demo', 'Discount Demo'],
];

const INDEXABLE = new Set(['/', '/about', '/mentorship', '/course', '/resources', '/faq', '/contact', '/terms', '/privacy', '/login', '/register']);

const robotsMeta = () => document.head.querySelector('meta[name="robots"]');

describe('router', () => {
  it('shows the 404 page on an unknown path', async () => {
    mockFetch();
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeDefined();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page Not Found | HerWay');
  });

  it('renders a known route with its heading and title inside the shell', async () => {
    mockFetch();
    renderApp('/about');

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeDefined();
    await waitFor(() => expect(document.title).toBe('About Us | HerWay'));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeDefined();
    expect(screen.getByRole('contentinfo')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main-content');
  });

  it.each(PAGES)('registers %s', async (path, heading) => {
    mockFetch();
    renderApp(path);

    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: heading })).toBeDefined();
    const page = path === '/' ? 'Home' : heading.replace(/!$/, '');
    await waitFor(() => expect(document.title).toBe(`${page} | HerWay`));
  });

  it('marks demo pages noindex only while they are mounted', async () => {
    mockFetch();
    const { user } = renderApp('/discount-demo');
    await screen.findByRole('heading', { level: 1, name: 'Discount Demo' });
    expect(robotsMeta()?.getAttribute('content')).toBe('noindex');

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About Us' }));
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(robotsMeta()).toBeNull();
  });

  // Only the public pages, /login and /register are for search engines (the Lighthouse bench holds
  // them to SEO 100); every other page carries one robots tag, whether or not it asks for it too.
  it.each(PAGES.filter(([path]) => !INDEXABLE.has(path)))('keeps %s out of search engines with one noindex tag', async (path, heading) => {
    mockFetch();
    renderApp(path);
    await within(screen.getByRole('main')).findByRole('heading', { level: 1, name: heading });
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(robotsMeta()?.getAttribute('content')).toBe('noindex');
  });

  it.each([...INDEXABLE])('leaves %s indexable', async (path) => {
    mockFetch();
    renderApp(path);
    await within(screen.getByRole('main')).findByRole('heading', { level: 1 });
    expect(robotsMeta()).toBeNull();
  });

  it('scrolls smoothly to the top on a route change', async () => {
    mockFetch();
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Her Process, Her Future, HerWay' });
    expect(window.scrollTo).not.toHaveBeenCalled();

    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'FAQ' }));
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  // A guardian has no dashboard, sessions, course or recruiting workspace of her own (docs/family.md).
  it.each(['/dashboard', '/sessions', '/course/learn', '/course/learn/1', '/profile', '/schools'])('takes a guardian from %s to /family', async (path) => {
    setSignedInHint(true);
    const guardian = {
      id: 'user-dana',
      email: 'dana@example.com',
      firstName: 'Dana',
      isAdmin: false,
      accountType: 'guardian',
      createdAt: '2025-08-22T10:00:00.000Z',
    };
    const fetchMock = mockFetch((url) => {
      if (url === '/api/auth/user') return jsonResponse(guardian);
      if (url === '/api/family') return jsonResponse({ accountType: 'guardian', links: [], invites: [] });
      return jsonResponse({ message: 'Forbidden' }, 403);
    });
    renderApp(path);
    expect(await within(screen.getByRole('main')).findByText('No athlete is linked to your account yet.')).toBeDefined();
    expect(screen.getByTestId('location').textContent).toBe('/family');
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => !['/api/auth/user', '/api/family', '/api/mentors'].includes(url))).toEqual([]);
  });

  it('leaves an athlete on her dashboard', async () => {
    setSignedInHint(true);
    mockFetch((url) =>
      url === '/api/auth/user'
        ? jsonResponse({ id: 'u1', email: 'ava@example.com', isAdmin: false, accountType: 'athlete', createdAt: '2025-08-22T10:00:00.000Z' })
        : jsonResponse({}, 404),
    );
    renderApp('/dashboard');
    await within(screen.getByRole('main')).findByRole('button', { name: 'Try again' });
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });
});
