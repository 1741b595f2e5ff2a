import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SUPPORT_EMAIL_META } from '@herway/shared/support-email';
import { describe, expect, it } from 'vitest';
import { stageSitePages } from './site-pages';

function builtSite(head: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'herway-site-pages-'));
  mkdirSync(path.join(dir, 'prerendered'));
  writeFileSync(path.join(dir, 'index.html'), `<head>${head}</head><div id="root"></div>`);
  writeFileSync(
    path.join(dir, 'prerendered/terms.html'),
    `<head>${head}</head><div id="root"><a href="mailto:support@herway.local">support@herway.local</a></div>`,
  );
  mkdirSync(path.join(dir, 'shells'));
  writeFileSync(path.join(dir, 'shells/dashboard.html'), `<head>${head}</head><div id="root" data-shell=""></div>`);
  return dir;
}

describe('stageSitePages', () => {
  it('gives the shell, every prerendered page and every page’s own shell the stage’s support inbox', () => {
    const dist = builtSite(`<meta name="${SUPPORT_EMAIL_META}" content="support@herway.local" />`);
    const pages = stageSitePages(dist, 'support@herway.com');
    expect(pages.map((page) => page.key)).toEqual(['index.html', 'prerendered/terms.html', 'shells/dashboard.html']);
    for (const { html } of pages) {
      expect(html).toContain(`<meta name="${SUPPORT_EMAIL_META}" content="support@herway.com" />`);
      expect(html).not.toContain('support@herway.local');
    }
    expect(pages[1]?.html).toContain('<a href="mailto:support@herway.com">support@herway.com</a>');
  });

  it('refuses a build whose pages do not say their address', () => {
    expect(() => stageSitePages(builtSite(''), 'support@herway.com')).toThrow(/npm run build:web/);
  });
});
