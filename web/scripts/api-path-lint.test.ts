// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own lint configuration: a hand-typed API path in the web app fails `npm run lint`.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function apiPathErrors(relativePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${relativePath}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

describe('no hand-typed API paths in the web app', () => {
  it.each([
    ['a string', "export const url = '/api/dashboard';\n"],
    ['a template', 'export const url = (id: string) => `/api/admin/athletes/${id}`;\n'],
  ])(
    'refuses %s starting with /api/ in a feature',
    async (_what, code) => {
      const errors = await apiPathErrors('web/src/features/admin/api/example.ts', code);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('callRoute');
    },
    60_000,
  );

  it('lets the helper, tests and test helpers type them, and paths elsewhere pass', async () => {
    const code = "export const url = '/api/dashboard';\n";
    expect(await apiPathErrors('web/src/lib/api-paths.ts', code)).toEqual([]);
    expect(await apiPathErrors('web/src/features/admin/api/example.test.ts', code)).toEqual([]);
    expect(await apiPathErrors('web/src/testing/example.ts', code)).toEqual([]);
    expect(await apiPathErrors('web/src/features/admin/api/example.ts', "export const page = '/admin/api-keys';\n")).toEqual([]);
  }, 60_000);
});
