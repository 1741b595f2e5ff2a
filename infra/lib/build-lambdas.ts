// Bundles many Lambda entries in one esbuild run (infra/lib/lambda-bundling.ts):
//   tsx infra/lib/build-lambdas.ts <outdir> '<{"system/http/get-health": "/abs/file.ts", ...}>'
// Writes <outdir>/<name>/index.mjs (+ .map) per entry and <outdir>/metafile.json.
// Run by infra/lib/lambda-code.ts during `cdk synth`, in a child process because CDK's local
// bundling is synchronous and esbuild plugins need the asynchronous API.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { lambdaMultiEsbuildOptions } from './lambda-bundling';

const [outdir, entriesJson] = process.argv.slice(2);
if (!outdir || !entriesJson) {
  process.stderr.write('Usage: tsx infra/lib/build-lambdas.ts <outdir> <entries JSON>\n');
  process.exit(2);
}
const entries = JSON.parse(entriesJson) as Record<string, string>;
const started = performance.now();
const result = await build(lambdaMultiEsbuildOptions(entries, outdir));
writeFileSync(path.join(outdir, 'metafile.json'), JSON.stringify(result.metafile));
process.stderr.write(`Bundled ${Object.keys(entries).length} Lambdas with esbuild in ${Math.round(performance.now() - started)} ms\n`);
