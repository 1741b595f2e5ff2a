import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
require('./cognito-atomic-pool-files.cjs');
const LocalEngine = require(require.resolve('stormdb/src/engine/local.js', { paths: [path.dirname(require.resolve('cognito-local/package.json'))] })) as new (
  file: string,
  options: { async: boolean },
) => { write(data: unknown): Promise<void> | null };

describe("cognito-local's pool files", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'herway-pool-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are replaced whole, one write at a time: never empty or mixed, and the last write wins', async () => {
    const file = path.join(dir, 'pool.json');
    const engine = new LocalEngine(file, { async: true });
    const versions = Array.from({ length: 40 }, (_, version) => ({
      version,
      users: Array.from({ length: 50 + version * 20 }, (_, user) => `user-${version}-${user}`),
    }));
    const reads: unknown[] = [];
    const writes = versions.map((data) => {
      const written = engine.write(data);
      reads.push(existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
      return written;
    });
    await Promise.all(writes);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(versions.at(-1));
    // Every read found a whole version (or none yet), never a torn or empty file.
    for (const read of reads) if (read !== null) expect(versions).toContainEqual(read);
    expect(readdirSync(dir)).toEqual(['pool.json']);
  });
});
