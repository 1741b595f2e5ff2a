import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL_META, supportEmailOfPage } from './support-email';

describe('supportEmailOfPage', () => {
  it('reads the address from the page meta tag', () => {
    expect(supportEmailOfPage(`<head><meta name="${SUPPORT_EMAIL_META}" content="support@herway.com" /></head>`)).toBe('support@herway.com');
  });

  it('answers nothing for a page without one', () => {
    expect(supportEmailOfPage('<head><meta name="description" content="HerWay" /></head>')).toBeUndefined();
  });
});

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE_DIRS = ['shared/src', 'events/src', 'functions/src', 'infra', 'web/src', 'web/index.html', 'web/scripts'];
/** The only files that may name a support inbox: the local stack's here, dev's and prod's in the stage config. */
const ALLOWED = new Set(['shared/src/support-email.ts', 'infra/lib/stages.ts']);

function sourceFiles(entry: string): string[] {
  const full = path.join(repoRoot, entry);
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true }).flatMap((child) => {
    if (child.name === 'node_modules' || child.name.startsWith('.')) return [];
    const relative = path.join(entry, child.name);
    if (child.isDirectory()) return sourceFiles(relative);
    return /\.(tsx?|mjs|cjs|html)$/.test(child.name) && !/\.test\.tsx?$/.test(child.name) ? [relative] : [];
  });
}

describe('the support address', () => {
  it('is written only in the stage configuration: the site, e-mails and legal pages take it from there', () => {
    const offenders = SOURCE_DIRS.flatMap(sourceFiles).filter((file) => {
      if (ALLOWED.has(file)) return false;
      const text = readFileSync(path.join(repoRoot, file), 'utf8');
      return /\bsupport@[a-z0-9-]+(\.[a-z0-9-]+)+/i.test(text) || /\bherway\.co\b(?!m)/i.test(text);
    });
    expect(offenders).toEqual([]);
  });
});
