import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The public pages read these catalogs; a page that loads Zod only to show them pays for its
// evaluation on a phone's first render (docs/decisions/catalog-checked-by-tests.md).
const pageCatalogs = ['faq', 'packages', 'course', 'course-id'];

async function bundledInputs(catalog: string): Promise<string[]> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(`./${catalog}.ts`, import.meta.url))],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'neutral',
  });
  return Object.keys(result.metafile.inputs);
}

describe('the catalogs the pages read', () => {
  it.each(pageCatalogs)('%s loads no Zod, neither its schemas nor the shared Zod setup', async (catalog) => {
    const inputs = await bundledInputs(catalog);
    expect(inputs.some((input) => input.includes(`catalog/${catalog}.ts`))).toBe(true);
    expect(inputs.filter((input) => input.includes('node_modules/zod') || input.endsWith('shared/src/zod.ts'))).toEqual([]);
  });
});
