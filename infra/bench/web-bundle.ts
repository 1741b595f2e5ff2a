import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Measurement } from './report';

const SECTION = 'Home first-load JS (gzip)';
/** docs/decisions/performance-budgets.md: JavaScript for the first load of Home, gzip-compressed. */
export const FIRST_LOAD_BUDGET_BYTES = 120 * 1024;
const LARGEST_OTHER_CHUNKS = 5;

export interface FirstLoadScripts {
  /** `src` of every `<script src>` and `href` of every `<link rel="modulepreload">`, in order, once each. */
  files: string[];
  /** The text of inline `<script>` elements (JavaScript the browser runs on first load too). */
  inline: string[];
}

/** The JavaScript index.html makes the browser fetch or run before anything else. */
export function firstLoadScripts(html: string): FirstLoadScripts {
  const files: string[] = [];
  const inline: string[] = [];
  const add = (url: string | undefined) => {
    if (url && !files.includes(url)) files.push(url);
  };
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!isJavaScript(attribute(attributes, 'type'))) continue;
    const src = attribute(attributes, 'src');
    if (src !== undefined) add(src);
    else if (body.trim()) inline.push(body);
  }
  for (const [, attributes = ''] of html.matchAll(/<link\b([^>]*)>/gi)) {
    const rel = (attribute(attributes, 'rel') ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('modulepreload')) add(attribute(attributes, 'href'));
  }
  return { files, inline };
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** `type` absent or a JavaScript type: not JSON, import maps or templates. */
function isJavaScript(type: string | undefined): boolean {
  if (type === undefined) return true;
  return ['', 'module', 'text/javascript', 'application/javascript'].includes(type.trim().toLowerCase());
}

/** Maps a URL of index.html to its file in dist; an asset on another origin cannot be measured. */
export function distFile(distDir: string, url: string): string {
  if (/^([a-z][a-z0-9+.-]*:)?\/\//i.test(url)) throw new Error(`index.html loads ${url} from another origin: it cannot be measured here`);
  const pathname = url.split(/[?#]/)[0] as string;
  return path.join(distDir, decodeURIComponent(pathname).replace(/^\/+/, ''));
}

export const gzipSize = (content: Buffer | string): number => gzipSync(content, { level: 9 }).length;

/** The total that counts against the budget, each first-load file, then the largest other chunks. */
export function measureWebBundle(distDir: string): Measurement[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run \`npm run build:web\` first`);
  const { files, inline } = firstLoadScripts(readFileSync(indexFile, 'utf8'));
  if (files.length === 0 && inline.length === 0) throw new Error('index.html references no JavaScript');

  const firstLoad = files.map((url) => {
    const file = distFile(distDir, url);
    if (!existsSync(file)) throw new Error(`index.html references ${url}, which is not in ${distDir}`);
    const content = readFileSync(file);
    return { name: url, file, raw: content.length, gzip: gzipSize(content) };
  });
  for (const [index, body] of inline.entries()) {
    firstLoad.push({ name: `inline script ${index + 1}`, file: '', raw: Buffer.byteLength(body), gzip: gzipSize(body) });
  }
  const total = firstLoad.reduce((sum, asset) => sum + asset.gzip, 0);
  const rawTotal = firstLoad.reduce((sum, asset) => sum + asset.raw, 0);

  const counted = new Set(firstLoad.map((asset) => asset.file));
  const assetsDir = path.join(distDir, 'assets');
  const others = (existsSync(assetsDir) ? readdirSync(assetsDir) : [])
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(assetsDir, name))
    .filter((file) => !counted.has(file))
    .map((file) => ({ name: `/${path.relative(distDir, file)}`, gzip: gzipSize(readFileSync(file)) }))
    .sort((a, b) => b.gzip - a.gzip);

  return [
    {
      section: SECTION,
      measure: 'index.html scripts + modulepreloads',
      value: total,
      unit: 'bytes',
      budget: FIRST_LOAD_BUDGET_BYTES,
      note: `${firstLoad.length} file(s), ${(rawTotal / 1024).toFixed(1)} KB before gzip`,
    },
    ...firstLoad.map((asset): Measurement => ({ section: SECTION, measure: `first load: ${asset.name}`, detail: true, value: asset.gzip, unit: 'bytes' })),
    ...others.slice(0, LARGEST_OTHER_CHUNKS).map(
      (asset): Measurement => ({
        section: SECTION,
        measure: `other chunk: ${asset.name}`,
        detail: true,
        value: asset.gzip,
        unit: 'bytes',
        note: 'loaded later (not counted)',
      }),
    ),
  ];
}
