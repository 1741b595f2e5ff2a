import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The domains of the Lambda code, lowest first (docs/architecture.md#domains): a file may import
// its own domain and the domains below it, never one above, so nothing runs back up and no two
// domains import each other. The kernel imports no domain. Tests and the test helpers
// (functions/src/testing, functions/src/routes) may reach anything.
const layers = [
  'kernel',
  'mail',
  'insights',
  'accounts',
  'family',
  'content',
  'recruiting',
  'course',
  'bookings',
  'contact',
  'payments',
  'privacy',
  'dashboard',
  'system',
  'admin',
] as const;

const sourceDir = path.dirname(fileURLToPath(import.meta.url));
const importPattern = /(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !/\.test\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every import of a domain file that reaches a domain at or above its own, as `from -> to`. */
function importsRunningUp(): string[] {
  const found: string[] = [];
  for (const domain of layers) {
    for (const file of sourceFiles(path.join(sourceDir, domain))) {
      for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(importPattern)) {
        const target = path.relative(sourceDir, path.resolve(path.dirname(file), specifier)).split(path.sep)[0] ?? '';
        const targetLayer = layers.indexOf(target as (typeof layers)[number]);
        if (target !== domain && (targetLayer < 0 || targetLayer > layers.indexOf(domain))) found.push(`${path.relative(sourceDir, file)} -> ${specifier}`);
      }
    }
  }
  return found;
}

describe('the domains of functions/src', () => {
  it('are exactly the folders of functions/src besides the test helpers', () => {
    const folders = readdirSync(sourceDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((name) => name !== 'testing' && name !== 'routes').sort()).toEqual([...layers].sort());
  });

  it('import only their own domain and the ones below it', () => {
    expect(importsRunningUp()).toEqual([]);
  });
});
