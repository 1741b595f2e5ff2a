import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/**
 * Runs a TypeScript script in a child Node process with tsx, and waits for it. CDK's local
 * bundling is synchronous while esbuild plugins and pdf-lib are asynchronous: a child process
 * bridges the two. Its output goes to this process's stderr; a failure throws.
 */
export function runTypeScript(script: string, args: readonly string[]): void {
  const tsxLoader = pathToFileURL(path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/loader.mjs')).href;
  execFileSync(process.execPath, ['--import', tsxLoader, script, ...args], {
    stdio: ['ignore', process.stderr, process.stderr],
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  });
}
