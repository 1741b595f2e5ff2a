import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../local/settings';
import { PRERENDERED_PAGES } from '@herway/shared/prerendered-pages';
import {
  ATHLETE_ID_PLACEHOLDER,
  FAMILY_INVITE_PLACEHOLDER,
  PAYMENT_INTENT_PLACEHOLDER,
  PUBLIC_PAGES,
  isPublicPage,
  lighthouseRoutes,
  pathMatches,
  routerPaths,
} from './lighthouse-routes';

/** The product's registered routes (docs/product-rules.md#pages). */
const SPEC_ROUTES =
  '/, /about, /mentorship, /course, /resources, /faq, /contact, /terms, /privacy, /login, /register, /dashboard, /sessions, /checkout, /protected-checkout, /checkout-demo, /payment-success, /demo-payment-success, /test-stripe, /stripe-debug, /admin-login, /admin, /admin/content, /hero-options, /image-options, /discount-demo'.split(
    ', ',
  );

const source = readFileSync(path.join(repoRoot, 'web/src/app/router.tsx'), 'utf8');
const benchPaths = lighthouseRoutes.map((route) => route.path);
const byPath = (routePath: string) => lighthouseRoutes.find((route) => route.path === routePath);

describe('the routes Lighthouse measures', () => {
  it("are exactly the web router's routes, each once", () => {
    const routed = routerPaths(source);
    expect(routed.length).toBeGreaterThan(20);
    expect(new Set(benchPaths).size).toBe(benchPaths.length);
    expect([...benchPaths].sort()).toEqual([...routed].sort());
  });

  it('include every route the product registers', () => {
    expect(SPEC_ROUTES.filter((route) => !benchPaths.includes(route))).toEqual([]);
  });

  it('open the signed-in pages signed in: athlete pages as an athlete, admin pages as an admin', () => {
    for (const routePath of ['/dashboard', '/sessions', '/protected-checkout', '/payment-success']) expect(byPath(routePath)?.viewer).toBe('athlete');
    for (const routePath of lighthouseRoutes.map((route) => route.path).filter((routePath) => routePath.startsWith('/admin/')))
      expect(byPath(routePath)?.viewer).toBe('admin');
    expect(byPath('/admin')?.viewer).toBe('admin');
    expect(byPath('/admin-login')?.viewer).toBe('visitor');
  });

  it("open the family's pages as her linked parent sees them, and a real invitation as its e-mail opens it", () => {
    expect(byPath('/family')?.viewer).toBe('guardian');
    expect(byPath('/family/athletes/:athleteId')).toMatchObject({ viewer: 'guardian', url: `/family/athletes/${ATHLETE_ID_PLACEHOLDER}` });
    expect(byPath('/family/accept/:token')).toMatchObject({ viewer: 'visitor', url: `/family/accept/${FAMILY_INVITE_PLACEHOLDER}` });
  });

  it("hold only the public pages and the sign-in pages to SEO: the rest are the router's noindex group", () => {
    const indexable = lighthouseRoutes.filter((route) => route.indexable).map((route) => route.path);
    expect(indexable).toEqual(['/', '/about', '/mentorship', '/course', '/resources', '/faq', '/contact', '/terms', '/privacy', '/login', '/register']);
    const group = /<Route element=\{<NoIndexPages \/>\}>([\s\S]*?)<\/Route>/.exec(source)?.[1] ?? '';
    const notIndexed = lighthouseRoutes.filter((route) => !route.indexable).map((route) => route.path);
    expect(routerPaths(group).sort()).toEqual(notIndexed.sort());
  });

  it("open a page with the query it needs to show itself, and her own payment's success page", () => {
    expect(byPath('/checkout')?.url).toMatch(/^\/checkout\?amount=\d+/);
    expect(byPath('/protected-checkout')?.url).toMatch(/^\/protected-checkout\?type=mentorship&packageType=growth&amount=\d+&totalSessions=\d+$/);
    expect(byPath('/payment-success')?.url).toContain(`payment_intent=${PAYMENT_INTENT_PLACEHOLDER}`);
    expect(byPath('/admin/athletes/:id')?.url).toBe(`/admin/athletes/${ATHLETE_ID_PLACEHOLDER}`);
    for (const route of lighthouseRoutes)
      expect(pathMatches(route.path, new URL(route.url.replace(ATHLETE_ID_PLACEHOLDER, 'a1'), 'http://localhost').pathname)).toBe(true);
  });

  it('treats the public pages, all prerendered, as public (performance ≥ 98), the account pages not', () => {
    for (const page of PUBLIC_PAGES) expect(PRERENDERED_PAGES).toContain(page);
    expect(isPublicPage('/')).toBe(true);
    expect(isPublicPage('/privacy')).toBe(true);
    expect(isPublicPage('/login')).toBe(false);
    expect(isPublicPage('/dashboard')).toBe(false);
  });
});

describe('pathMatches', () => {
  it('matches a path segment by segment, a parameter standing for one segment', () => {
    expect(pathMatches('/dashboard', '/dashboard')).toBe(true);
    expect(pathMatches('/dashboard', '/login')).toBe(false);
    expect(pathMatches('/admin/athletes/:id', '/admin/athletes/4f1c')).toBe(true);
    expect(pathMatches('/admin/athletes/:id', '/admin/athletes')).toBe(false);
    expect(pathMatches('/admin/athletes/:id', '/admin/athletes/4f1c/more')).toBe(false);
  });
});

describe('routerPaths', () => {
  it('reads index and path routes, and skips the layout route and the catch-all', () => {
    const source = `
      <Route element={<AppLayout />}>
        <Route index element={<Home />} />
        <Route path="about" element={<About />} />
        <Route path="admin/content" element={<AdminContent />} />
        <Route path="*" element={<NotFound />} />
      </Route>`;
    expect(routerPaths(source)).toEqual(['/', '/about', '/admin/content']);
  });
});
