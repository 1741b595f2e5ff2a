import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import type { ILocalBundling } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { LAMBDA_BUNDLE_FILE } from './lambda-bundling';
import { allLambdaEntries, repoRoot } from './lambda-entries';
import type { LambdaEntry } from './lambda-entries';
import { runTypeScript } from './run-typescript';

/**
 * A Lambda's code: the entry bundled by our own esbuild build (infra/lib/lambda-bundling.ts), on
 * this machine, never in Docker. The first function to be bundled builds every entry of the app in
 * one esbuild run (infra/lib/build-lambdas.ts); each function's asset then takes its own
 * `index.mjs` and source map. The asset hash is the bundle's, so an unchanged bundle is not
 * uploaded again. When CDK skips bundling (tests, or a stack not selected for deploy) nothing is
 * built.
 */
export function lambdaCode(entry: LambdaEntry): Code {
  const local: ILocalBundling = {
    tryBundle(outputDir: string): boolean {
      const built = lambdaBuild();
      for (const file of [LAMBDA_BUNDLE_FILE, `${LAMBDA_BUNDLE_FILE}.map`]) {
        const source = path.join(built, entry.name, file);
        if (!existsSync(source)) throw new Error(`The Lambda build has no ${entry.name}/${file}: is ${entry.file} in infra/lib/lambda-entries.ts?`);
        copyFileSync(source, path.join(outputDir, file));
      }
      return true;
    },
  };
  return Code.fromAsset(path.dirname(entry.file), {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never pulled: local bundling always answers, or throws.
      image: DockerImage.fromRegistry('herway/local-esbuild-only'),
      // Names the entry, which also keeps each function's asset apart in CDK's asset cache.
      command: ['infra/lib/build-lambdas.ts', entry.name],
      local,
    },
  });
}

let buildDir: string | undefined;

/** Builds every Lambda entry once per process, into a temporary folder removed on exit. */
function lambdaBuild(): string {
  if (buildDir) return buildDir;
  const dir = mkdtempSync(path.join(tmpdir(), 'herway-lambdas-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const entries = Object.fromEntries(allLambdaEntries().map((entry) => [entry.name, entry.file]));
  runTypeScript(path.join(repoRoot, 'infra/lib/build-lambdas.ts'), [dir, JSON.stringify(entries)]);
  buildDir = dir;
  return dir;
}
