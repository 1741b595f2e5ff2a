import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The one domain folder holding `<kind>/<name>.ts` (an event consumer or a job is named without its
 * domain, which is where its code lives). None or two is a mistake of the tree, said at synth.
 */
export function domainFileOf(kind: 'events' | 'jobs', name: string, sourceDir = path.join(repoRoot, 'functions/src')): string {
  const domains = readdirSync(sourceDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const files = domains.map((domain) => path.join(sourceDir, domain.name, kind, `${name}.ts`)).filter((file) => existsSync(file));
  if (files.length !== 1) throw new Error(`Expected one functions/src/<domain>/${kind}/${name}.ts, found ${files.length}`);
  return files[0] as string;
}
