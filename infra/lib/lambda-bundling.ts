import type { BundlingOptions, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';

/**
 * How every Lambda is bundled (DESIGN §7: minified, SDK clients included), stated once for the
 * two places that build them: the CDK app (NodejsFunction's `bundling`) and `npm run bench`
 * (esbuild's JS API). Only types are imported from aws-cdk-lib, so the benchmark never loads it.
 */

/** The Lambda runtime the bundles are built for (`Runtime.NODEJS_22_X`). */
export const LAMBDA_TARGET = 'node22';

/** Prefer packages' ES module builds: they tree-shake far better than their CommonJS builds. */
export const LAMBDA_MAIN_FIELDS = ['module', 'main'];

/**
 * ES module output has no `require`, yet CommonJS dependencies bundled into it still call it for
 * Node's built-ins; this banner gives the module one. The alias keeps clear of bundled names.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __herwayCreateRequire } from 'node:module'; const require = __herwayCreateRequire(import.meta.url);";

/**
 * NodejsFunction's `bundling` settings. The enum members are written as their string values
 * (`OutputFormat.ESM` is 'esm', `SourceMapMode.DEFAULT` is 'default': a linked source map) so this
 * file needs aws-cdk-lib's types only. CDK always bundles with `--platform=node`.
 */
export const lambdaBundling = {
  format: 'esm' as OutputFormat.ESM,
  minify: true,
  sourceMap: true,
  sourceMapMode: 'default' as SourceMapMode.DEFAULT,
  target: LAMBDA_TARGET,
  mainFields: LAMBDA_MAIN_FIELDS,
  banner: ESM_REQUIRE_BANNER,
  // Nothing is left to the runtime: the AWS SDK v3 clients are bundled (and tree-shaken) too.
  externalModules: [],
} satisfies BundlingOptions;

/** The same settings as esbuild options, for one handler file bundled to `outfile` (an `.mjs`). */
export function lambdaEsbuildOptions(entryPoint: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entryPoint],
    outfile,
    bundle: true,
    platform: 'node',
    format: lambdaBundling.format,
    target: lambdaBundling.target,
    minify: lambdaBundling.minify,
    sourcemap: 'linked',
    mainFields: lambdaBundling.mainFields,
    banner: { js: lambdaBundling.banner },
    external: lambdaBundling.externalModules,
    logLevel: 'silent',
  };
}
