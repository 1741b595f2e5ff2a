import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { ESM_REQUIRE_BANNER, lambdaBundling, lambdaEsbuildOptions } from './lambda-bundling';

const workDir = mkdtempSync(path.join(tmpdir(), 'herway-lambda-bundling-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('lambdaBundling (NodejsFunction settings)', () => {
  it('builds minified ES modules for Node 22 with a linked source map', () => {
    expect(lambdaBundling).toMatchObject({
      format: 'esm',
      minify: true,
      sourceMap: true,
      sourceMapMode: 'default',
      target: 'node22',
      mainFields: ['module', 'main'],
    });
  });

  it('bundles every dependency, the AWS SDK included', () => {
    expect(lambdaBundling.externalModules).toEqual([]);
  });

  it('gives ES module output a require made with createRequire(import.meta.url)', () => {
    expect(lambdaBundling.banner).toBe(ESM_REQUIRE_BANNER);
    expect(ESM_REQUIRE_BANNER).toMatch(/from 'node:module'/);
    expect(ESM_REQUIRE_BANNER).toMatch(/const require = \w+\(import\.meta\.url\)/);
  });
});

describe('lambdaEsbuildOptions', () => {
  it('says the same as the NodejsFunction settings', () => {
    const options = lambdaEsbuildOptions('/src/handler.ts', '/out/handler.mjs');
    expect(options).toMatchObject({
      entryPoints: ['/src/handler.ts'],
      outfile: '/out/handler.mjs',
      bundle: true,
      platform: 'node',
      format: lambdaBundling.format,
      target: lambdaBundling.target,
      minify: lambdaBundling.minify,
      sourcemap: 'linked',
      mainFields: lambdaBundling.mainFields,
      banner: { js: lambdaBundling.banner },
      external: [],
    });
  });

  it('bundles a handler with a CommonJS dependency into a runnable ES module', async () => {
    // A CommonJS package that requires a Node built-in: without the banner the ES module output
    // throws "Dynamic require of "node:path" is not supported".
    writeFileSync(path.join(workDir, 'legacy.cjs'), "const path = require('node:path');\nmodule.exports = { join: (a, b) => path.posix.join(a, b) };\n");
    writeFileSync(
      path.join(workDir, 'handler.ts'),
      "import legacy from './legacy.cjs';\nexport const handler = async (name: string): Promise<string> => legacy.join('/api', name);\n",
    );
    const outfile = path.join(workDir, 'out', 'handler.mjs');

    await build(lambdaEsbuildOptions(path.join(workDir, 'handler.ts'), outfile));

    expect(existsSync(`${outfile}.map`)).toBe(true);
    const code = readFileSync(outfile, 'utf8');
    expect(code.startsWith(ESM_REQUIRE_BANNER)).toBe(true);
    expect(code).toMatch(/\/\/# sourceMappingURL=handler\.mjs\.map\s*$/);
    const bundled = (await import(pathToFileURL(outfile).href)) as { handler: (name: string) => Promise<string> };
    await expect(bundled.handler('health')).resolves.toBe('/api/health');
  });
});
