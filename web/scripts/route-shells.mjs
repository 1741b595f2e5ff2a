// Writes each client-rendered page's own shell (shared/src/route-shells.ts) into dist: the app
// shell with, in its head, a modulepreload of the page's chunks (from Vite's manifest) and the
// API answers it asks for first (shared/src/route-shells.ts says which and how). Called by prerender.mjs once the shell is written.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const HEAD_END = '</head>';

/** The files of a manifest chunk and of every chunk it imports statically, depth first. */
function chunkFiles(manifest, key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Vite's manifest has no chunk ${key}: is it still lazy-loaded by src/app/router.tsx?`);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}

/**
 * The head tags of one page: a robots meta tag if it is unlisted, its gate's question (preloaded: every visitor gets a 200), the meta
 * tag naming its role's data (asked at start-up by src/lib/early-answers.ts, for that role only),
 * then its chunks not already in the shell.
 */
export function routeShellTags(manifest, shell, shellHtml, { gateQuestion, pageDataMeta, noindexRobots }) {
  const chunks = chunkFiles(manifest, shell.module).filter((file) => !shellHtml.includes(`/${file}"`));
  // credentials 'include' and no extra header: the request src/lib/early-answers.ts sends.
  const gate = shell.role ? [`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${gateQuestion[shell.role]}">`] : [];
  const data = shell.role && shell.data.length > 0 ? [`<meta name="${pageDataMeta}" content="${[shell.role, ...shell.data].join(' ')}">`] : [];
  const modules = chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  // An unlisted page (a coach's link) is kept out of search engines before any script runs.
  const robots = shell.noindex ? [`<meta name="robots" content="${noindexRobots}">`] : [];
  return [...robots, ...gate, ...data, ...modules].join('\n    ');
}

export function writeRouteShells({ dist, shells, shellFile, names }) {
  const manifestDir = path.join(dist, '.vite');
  const manifest = JSON.parse(readFileSync(path.join(manifestDir, 'manifest.json'), 'utf8'));
  const shellHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!shellHtml.includes(HEAD_END)) throw new Error(`dist/index.html has no ${HEAD_END}`);
  for (const shell of shells) {
    const tags = routeShellTags(manifest, shell, shellHtml, names);
    const file = path.join(dist, shellFile(shell));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, shellHtml.replace(HEAD_END, `  ${tags}\n  ${HEAD_END}`));
    process.stdout.write(`shell ${shell.path} → ${path.relative(dist, file)} (${tags.split('\n').length} preloads)\n`);
  }
  // The manifest is for this build step only: it is not part of the site.
  rmSync(manifestDir, { recursive: true, force: true });
}
