import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript
import { routeShellTags } from './route-shells.mjs';

const manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_icons.js': { file: 'assets/icon-1.js', imports: ['_react.js'] },
  'src/page.tsx': { file: 'assets/page-1.js', imports: ['_icons.js', '_react.js'] },
};
const names = { gateQuestion: { athlete: '/api/auth/user', admin: '/api/admin/status' }, pageDataMeta: 'herway-page-data', noindexRobots: 'noindex, nofollow' };
const shellHtml = '<head><script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/react-1.js"></head>';

describe('routeShellTags', () => {
  it('preloads the gate’s question, names the role’s data, then preloads the chunks and what they import, leaving out what the shell already loads', () => {
    const tags = routeShellTags(
      manifest,
      { path: '/page', module: 'src/page.tsx', role: 'athlete', data: ['/api/a', '/api/b?limit=5'] },
      shellHtml,
      names,
    ) as string;
    expect(tags.split('\n').map((line) => line.trim())).toEqual([
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/user">',
      '<meta name="herway-page-data" content="athlete /api/a /api/b?limit=5">',
      '<link rel="modulepreload" crossorigin href="/assets/page-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/icon-1.js">',
    ]);
  });

  it('asks nothing of the API for a page open to every visitor', () => {
    const tags = routeShellTags(manifest, { path: '/open', module: 'src/page.tsx', data: [] }, shellHtml, names) as string;
    expect(tags).not.toContain('/api/');
  });

  it('keeps an unlisted page (a coach’s link) out of search engines before any script runs, and only it', () => {
    const unlisted = routeShellTags(manifest, { path: '/p/*', module: 'src/page.tsx', data: [], noindex: true }, shellHtml, names) as string;
    expect(unlisted.split('\n')[0]?.trim()).toBe('<meta name="robots" content="noindex, nofollow">');
    expect(routeShellTags(manifest, { path: '/open', module: 'src/page.tsx', data: [] }, shellHtml, names)).not.toContain('robots');
  });

  it('refuses a module the build did not make a chunk of', () => {
    expect(() => routeShellTags(manifest, { path: '/x', module: 'src/gone.tsx', data: [] }, shellHtml, names)).toThrow(/no chunk src\/gone.tsx/);
  });
});
