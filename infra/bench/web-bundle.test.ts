import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { distFile, firstLoadScripts, FIRST_LOAD_BUDGET_BYTES, gzipSize, measureWebBundle } from './web-bundle';

const viteIndex = `<!doctype html>
<html lang="en">
  <head>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script type="module" crossorigin src="/assets/index-DXVlJg08.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/cn-Dkd-0IPb.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C6lyXxN7.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('firstLoadScripts', () => {
  it('finds the entry script and its modulepreloads in a Vite index.html, not the styles or icons', () => {
    expect(firstLoadScripts(viteIndex)).toEqual({ files: ['/assets/index-DXVlJg08.js', '/assets/cn-Dkd-0IPb.js'], inline: [] });
  });

  it('reads attributes in any order and quoting, and each file once', () => {
    const html = `
      <SCRIPT src='/a.js' defer></SCRIPT>
      <link href=/b.js rel="preload modulepreload">
      <link crossorigin href="/a.js" rel="modulepreload" />
      <script data-src="/not-this.js" src="/c.js?v=1"></script>`;
    expect(firstLoadScripts(html).files).toEqual(['/a.js', '/c.js?v=1', '/b.js']);
  });

  it('counts inline scripts, and skips data blocks and plain preloads', () => {
    const html = `
      <script>window.answer = 42;</script>
      <script type="application/ld+json">{"@type":"Organization"}</script>
      <script type="importmap">{"imports":{}}</script>
      <link rel="preload" href="/font.woff2" as="font">`;
    expect(firstLoadScripts(html)).toEqual({ files: [], inline: ['window.answer = 42;'] });
  });
});

describe('distFile', () => {
  it('maps a root-relative URL to its file in dist', () => {
    expect(distFile('/dist', '/assets/index.js?v=2#x')).toBe(path.join('/dist', 'assets/index.js'));
  });

  it('refuses a script from another origin', () => {
    expect(() => distFile('/dist', 'https://js.stripe.com/v3')).toThrow(/another origin/);
    expect(() => distFile('/dist', '//cdn.example.com/x.js')).toThrow(/another origin/);
  });
});

describe('measureWebBundle', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'herway-web-bundle-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(path.join(dist, 'assets'));
  const entry = `console.log(${JSON.stringify('x'.repeat(5000))});`;
  writeFileSync(path.join(dist, 'assets/index-DXVlJg08.js'), entry);
  writeFileSync(path.join(dist, 'assets/cn-Dkd-0IPb.js'), 'export const cn = 1;');
  writeFileSync(path.join(dist, 'assets/admin-chart.js'), 'export const chart = "lazy";');
  writeFileSync(path.join(dist, 'index.html'), viteIndex);

  it('sums the gzip sizes of the first-load files against the budget and lists the other chunks', () => {
    const [total, ...details] = measureWebBundle(dist);
    expect(total).toMatchObject({ value: gzipSize(entry) + gzipSize('export const cn = 1;'), unit: 'bytes', budget: FIRST_LOAD_BUDGET_BYTES });
    expect(details.map((row) => [row.measure, row.budget])).toEqual([
      ['first load: /assets/index-DXVlJg08.js', undefined],
      ['first load: /assets/cn-Dkd-0IPb.js', undefined],
      ['other chunk: /assets/admin-chart.js', undefined],
    ]);
  });

  it('gzips at level 9', () => {
    expect(gzipSize(entry)).toBeLessThan(Buffer.byteLength(entry) / 10);
  });

  it('cannot measure without a build', () => {
    expect(() => measureWebBundle(path.join(dist, 'missing'))).toThrow(/npm run build:web/);
  });
});
