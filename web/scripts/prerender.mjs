// Writes the prerendered public pages (shared/src/prerendered-pages.ts) into dist: the built
// index.html with each page's HTML inside #root. Runs after `vite build` and the SSR build of
// src/entry-prerender.tsx (web/package.json "build").
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeRouteShells } from './route-shells.mjs';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webDir, 'dist');
const serverBuild = path.join(webDir, '.prerender');
const EMPTY_ROOT = '<div id="root"></div>';

const { renderPage, renderShell, PRERENDERED_PAGES, prerenderedFile, ROUTE_SHELLS, routeShellFile, GATE_QUESTION, PAGE_DATA_META, NOINDEX_ROBOTS } =
  await import(pathToFileURL(path.join(serverBuild, 'entry-prerender.js')).href);
const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!shell.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT}`);

for (const page of PRERENDERED_PAGES) {
  const html = await renderPage(page);
  if (!html.includes('<main')) throw new Error(`${page} rendered no page: ${html.slice(0, 200)}`);
  const file = path.join(dist, prerenderedFile(page));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, shell.replace(EMPTY_ROOT, `<div id="root">${html}</div>`));
  process.stdout.write(`prerendered ${page} → ${path.relative(webDir, file)} (${(html.length / 1024).toFixed(1)} KB)\n`);
}
// Last, as the pages above start from the empty index.html: every other path gets the shell (the
// navigation, the page loader, the footer) painted before any script runs; main.tsx renders over it.
const shellHtml = renderShell();
if (!shellHtml.includes('<main')) throw new Error(`the shell rendered no layout: ${shellHtml.slice(0, 200)}`);
writeFileSync(path.join(dist, 'index.html'), shell.replace(EMPTY_ROOT, `<div id="root" data-shell="">${shellHtml}</div>`));
process.stdout.write(`shell → dist/index.html (${(shellHtml.length / 1024).toFixed(1)} KB)\n`);
writeRouteShells({
  dist,
  shells: ROUTE_SHELLS,
  shellFile: routeShellFile,
  names: { gateQuestion: GATE_QUESTION, pageDataMeta: PAGE_DATA_META, noindexRobots: NOINDEX_ROBOTS },
});
rmSync(serverBuild, { recursive: true, force: true });

// A page that leaves a timer running keeps this build waiting for it (a query's 10-minute clean-up
// timer once held every build for 10 minutes): fail instead, saying so.
const timers = process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout');
if (timers.length > 0) {
  console.error(`prerender: the rendered pages left ${timers.length} timer(s) running; clear them in src/entry-prerender.tsx`);
  process.exit(1);
}
