import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { BuildOptions, Plugin } from 'esbuild';

/**
 * How every Lambda is bundled (minified, SDK clients included: docs/decisions/bundle-budgets.md), stated once for the
 * two places that build them: the CDK app (infra/lib/lambda-code.ts, through
 * infra/lib/build-lambdas.ts) and `npm run bench` (infra/bench/lambda-bundles.ts). This module
 * imports nothing from aws-cdk-lib, so the benchmark never loads it.
 */

/** The Lambda runtime the bundles are built for: `Runtime.NODEJS_24_X`, the newest Node LTS in aws-cdk-lib. */
export const LAMBDA_TARGET = 'node24';

/** Prefer packages' ES module builds: they tree-shake far better than their CommonJS builds. */
export const LAMBDA_MAIN_FIELDS = ['module', 'main'];

/**
 * ES module output has no `require`, yet CommonJS dependencies bundled into it still call it for
 * Node's built-ins; this banner gives the module one. The alias keeps clear of bundled names.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __herwayCreateRequire } from 'node:module'; const require = __herwayCreateRequire(import.meta.url);";

/** The file name of every bundle: Lambda runs `index.handler` from a `.mjs` as an ES module. */
export const LAMBDA_BUNDLE_FILE = 'index.mjs';

/** The handler setting of every function built from these bundles. */
export const LAMBDA_HANDLER = 'index.handler';

/**
 * In a Lambda the credentials are always in the environment: the SDK clients' default credential
 * chain is replaced by its environment link alone (infra/lib/lambda-credentials.ts).
 */
export const lambdaEnvironmentCredentials: Plugin = {
  name: 'herway-lambda-environment-credentials',
  setup(build) {
    const shim = fileURLToPath(new URL('./lambda-credentials.ts', import.meta.url));
    build.onResolve({ filter: /^@aws-sdk\/credential-provider-node$/ }, () => ({ path: shim }));
  },
};

const RESOLVING = Symbol('resolving a package without side effects');

/**
 * Packages (or the modules of one we import by path) whose loading sets up nothing but their own
 * exports, though their package.json does not say so: stripe-node (its Node platform, 240 KB), ics
 * (the calendar writer and the yup schemas it validates with, 65 KB) and qrcode's encoder and SVG
 * renderer (CommonJS, 21 KB). Marked free of side effects, esbuild drops them from a bundle that
 * imports a module holding them without calling them (stripe-node only where Stripe is called;
 * the .ics writer only in the reminder job; the QR code only where an authenticator is enrolled).
 */
export const PACKAGES_WITHOUT_SIDE_EFFECTS = ['stripe', 'ics', 'qrcode/lib/core/qrcode.js', 'qrcode/lib/renderer/svg-tag.js'] as const;

export const packagesWithoutSideEffects: Plugin = {
  name: 'herway-packages-without-side-effects',
  setup(build) {
    const escaped = PACKAGES_WITHOUT_SIDE_EFFECTS.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
    const filter = new RegExp(`^(${escaped.join('|')})$`);
    build.onResolve({ filter }, async (args) => {
      if (args.pluginData === RESOLVING) return undefined;
      const { path: resolved, errors } = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: RESOLVING,
      });
      return errors.length > 0 ? { errors } : { path: resolved, sideEffects: false };
    });
  },
};

/**
 * Each AWS SDK client imports its whole package.json (scripts, dependencies, ~2 KB) and reads
 * only its `version`, for the User-Agent: the bundles carry its name and version alone. A unit
 * test checks that the clients still read nothing else.
 */
export const sdkPackageVersionsOnly: Plugin = {
  name: 'herway-sdk-package-versions-only',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]@aws-sdk[\\/][^\\/]+[\\/]package\.json$/ }, async (args) => {
      const { name, version } = JSON.parse(await readFile(args.path, 'utf8')) as { name: string; version: string };
      return { contents: JSON.stringify({ name, version }), loader: 'json' };
    });
  },
};

/** The settings shared by one-file and many-file builds. */
function commonOptions(): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: LAMBDA_TARGET,
    minify: true,
    sourcemap: 'linked',
    // Stack traces need the mappings, not the sources: a third of the map's size.
    sourcesContent: false,
    mainFields: LAMBDA_MAIN_FIELDS,
    banner: { js: ESM_REQUIRE_BANNER },
    // Nothing is left to the runtime: the AWS SDK v3 clients are bundled (and tree-shaken) too.
    external: [],
    plugins: [lambdaEnvironmentCredentials, packagesWithoutSideEffects, sdkPackageVersionsOnly],
    logLevel: 'silent',
  };
}

/** One handler file bundled to `outfile` (an `.mjs`), as the benchmark builds it. */
export function lambdaEsbuildOptions(entryPoint: string, outfile: string): BuildOptions {
  return { ...commonOptions(), entryPoints: [entryPoint], outfile };
}

/**
 * Many handlers in one esbuild run, each to `<outdir>/<name>/index.mjs` with its source map. Each
 * output holds only what its own entry imports (no code splitting), and parsing the shared
 * dependencies once makes this several times faster than one esbuild process per function.
 */
export function lambdaMultiEsbuildOptions(entries: Readonly<Record<string, string>>, outdir: string): BuildOptions {
  return {
    ...commonOptions(),
    entryPoints: Object.entries(entries).map(([name, file]) => ({ in: file, out: `${name}/index` })),
    outdir,
    outExtension: { '.js': '.mjs' },
    metafile: true,
  };
}
