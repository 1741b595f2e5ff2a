import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_SHELLS, robotsHeaderFor, routeShellFile, routeShellFileFor } from './route-shells';

describe('route shells', () => {
  it('name one file per page, from its path', () => {
    expect(ROUTE_SHELLS.map(routeShellFile)).toContain('/shells/admin-content.html');
    expect(new Set(ROUTE_SHELLS.map(routeShellFile)).size).toBe(ROUTE_SHELLS.length);
  });

  it('find a page’s shell by its exact path, a parameter page by one more segment', () => {
    expect(routeShellFileFor('/dashboard')).toBe('/shells/dashboard.html');
    expect(routeShellFileFor('/admin/athletes/abc-123')).toBe('/shells/admin-athletes-each.html');
    expect(routeShellFileFor('/course/learn')).toBe('/shells/course-learn.html');
    expect(routeShellFileFor('/course/learn/3')).toBe('/shells/course-learn-each.html');
    expect(routeShellFileFor('/admin/athletes/')).toBeUndefined();
    expect(routeShellFileFor('/admin/athletes/abc/payments')).toBeUndefined();
    expect(routeShellFileFor('/dashboard/')).toBeUndefined();
    expect(routeShellFileFor('/about')).toBeUndefined();
  });

  it("keep a coach's /p/ page, and only it, out of search engines", () => {
    expect(routeShellFileFor('/p/abc123')).toBe('/shells/p-each.html');
    expect(robotsHeaderFor('/p/abc123')).toBe('noindex, nofollow');
    for (const open of ['/', '/about', '/profile', '/dashboard', '/admin', '/privacy']) expect(robotsHeaderFor(open), open).toBeUndefined();
  });

  it('name modules the router lazy-loads, and API paths', () => {
    const router = readFileSync(new URL('../../web/src/app/router.tsx', import.meta.url), 'utf8');
    for (const shell of ROUTE_SHELLS) {
      expect(router).toContain(`import('@/${shell.module.replace(/^src\//, '').replace(/\.tsx$/, '')}')`);
      for (const url of shell.data) expect(url).toMatch(/^\/api\/[\w/-]+(\?[\w=&]+)?$/);
      if (shell.data.length > 0) expect(shell.role).toBeDefined();
    }
  });
});
