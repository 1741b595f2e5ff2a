import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { BuildOptions, Metafile } from 'esbuild';
import { afterAll, afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ESM_REQUIRE_BANNER, LAMBDA_TARGET, lambdaEsbuildOptions, lambdaMultiEsbuildOptions } from './lambda-bundling';
import { repoRoot } from './lambda-entries';

// Synthesizing, validating and bundling the app takes seconds, more on a busy 2-core CI machine:
// a generous limit guards against a hang without failing a slow but healthy run.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const workDir = mkdtempSync(path.join(tmpdir(), 'herway-lambda-bundling-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Bundles TypeScript source as if it were a file of the repository (so its packages resolve). */
async function bundleSource(name: string, contents: string): Promise<{ outfile: string; metafile: Metafile }> {
  const outfile = path.join(workDir, name, 'index.mjs');
  const { entryPoints: _entryPoints, ...options } = lambdaEsbuildOptions('unused', outfile);
  const result = await build({
    ...(options as BuildOptions),
    stdin: { contents, resolveDir: path.join(repoRoot, 'functions/src'), sourcefile: `${name}.ts`, loader: 'ts' },
    metafile: true,
  });
  return { outfile, metafile: result.metafile as Metafile };
}

const inputsOf = (metafile: Metafile) => Object.values(metafile.outputs).flatMap((output) => Object.keys(output.inputs));

describe('lambdaEsbuildOptions', () => {
  it('builds minified ES modules for the Node 24 runtime with a linked source map, every dependency bundled', () => {
    expect(LAMBDA_TARGET).toBe('node24');
    expect(lambdaEsbuildOptions('/src/handler.ts', '/out/handler.mjs')).toMatchObject({
      entryPoints: ['/src/handler.ts'],
      outfile: '/out/handler.mjs',
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      minify: true,
      sourcemap: 'linked',
      sourcesContent: false,
      mainFields: ['module', 'main'],
      banner: { js: ESM_REQUIRE_BANNER },
      external: [],
    });
    expect(ESM_REQUIRE_BANNER).toMatch(/const require = \w+\(import\.meta\.url\)/);
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

describe('lambdaMultiEsbuildOptions', () => {
  it('builds each entry to <name>/index.mjs in one run', async () => {
    writeFileSync(path.join(workDir, 'a.ts'), "export const handler = async () => 'a';\n");
    writeFileSync(path.join(workDir, 'b.ts'), "export const handler = async () => 'b';\n");
    const outdir = path.join(workDir, 'multi');
    const result = await build(lambdaMultiEsbuildOptions({ 'http/x/a': path.join(workDir, 'a.ts'), 'events/b': path.join(workDir, 'b.ts') }, outdir));
    expect(
      Object.keys(result.metafile?.outputs ?? {})
        .filter((file) => file.endsWith('.mjs'))
        .map((file) => path.relative(outdir, path.resolve(file)))
        .sort(),
    ).toEqual(['events/b/index.mjs', 'http/x/a/index.mjs']);
    const a = (await import(pathToFileURL(path.join(outdir, 'http/x/a/index.mjs')).href)) as { handler: () => Promise<string> };
    await expect(a.handler()).resolves.toBe('a');
  });
});

describe('zod in a bundle', () => {
  it('carries zod/mini with its English messages, and none of the classic API or the other locales', async () => {
    const { outfile, metafile } = await bundleSource(
      'zod-check',
      "import * as z from '@herway/shared/zod';\nexport const handler = async (value: unknown) => z.string().check(z.minLength(2)).safeParse(value).error?.issues[0]?.message;\n",
    );
    const inputs = inputsOf(metafile);
    expect(inputs.some((input) => input.endsWith('zod/v4/locales/en.js'))).toBe(true);
    expect(inputs.filter((input) => /zod\/v4\/(classic\/|locales\/(?!en\.js))/.test(input))).toEqual([]);
    const bundled = (await import(pathToFileURL(outfile).href)) as { handler: (value: unknown) => Promise<string> };
    // Our readable messages (shared/src/readable-errors.ts) over the English locale.
    await expect(bundled.handler(42)).resolves.toBe('The request is not in the form we expect: please reload the page and try again');
    await expect(bundled.handler('a')).resolves.toBe('This field must be at least 2 characters');
  });
});

describe("zod's patterns", () => {
  it("checks a recruiting profile's contact e-mail with Zod's e-mail pattern only, none of its other patterns", async () => {
    const { outfile } = await bundleSource(
      'recruiting-contract',
      "import * as z from '@herway/shared/zod';\nimport { recruitingProfileBodySchema } from '@herway/shared/contracts/recruiting';\nexport const handler = async (contactEmail: string) => z.safeParse(recruitingProfileBodySchema.shape.contactEmail, contactEmail).success;\n",
    );
    // Zod's currency-code pattern: there when every one of its patterns is.
    expect(readFileSync(outfile, 'utf8')).not.toContain('AED|AFN');
    const bundled = (await import(pathToFileURL(outfile).href)) as { handler: (value: string) => Promise<boolean> };
    await expect(bundled.handler('')).resolves.toBe(true);
    await expect(bundled.handler(' coach.lee@example.edu ')).resolves.toBe(true);
    await expect(bundled.handler('not-an-address')).resolves.toBe(false);
  }, 60_000);
});

describe('credentials from the environment only', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("gives the SDK clients Lambda's environment credentials, without the rest of the default chain", async () => {
    const { outfile, metafile } = await bundleSource(
      'credentials-check',
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nexport const handler = async () => new DynamoDBClient({ region: 'us-east-1' }).config.credentials();\n",
    );
    const inputs = inputsOf(metafile);
    expect(inputs.some((input) => input.endsWith('infra/lib/lambda-credentials.ts'))).toBe(true);
    expect(inputs.filter((input) => /credential-provider-(node|ini|sso|process|web-identity)|nested-clients/.test(input))).toEqual([]);

    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'token' });
    const bundled = (await import(pathToFileURL(outfile).href)) as { handler: () => Promise<Record<string, unknown>> };
    await expect(bundled.handler()).resolves.toMatchObject({ accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', sessionToken: 'token' });
  }, 30_000);
});

describe('stripe-node only where Stripe is called', () => {
  it('leaves stripe-node out of a bundle that imports the Stripe adapter without calling Stripe, and keeps it where Stripe is called', async () => {
    const unused = await bundleSource(
      'stripe-unused',
      "import { intentIdempotencyKey } from './payments/stripe/stripe';\nexport const handler = async () => intentIdempotencyKey({ amount: 100 } as never, 0);\n",
    );
    expect(inputsOf(unused.metafile).filter((input) => input.includes('node_modules/stripe/'))).toEqual([]);

    const called = await bundleSource(
      'stripe-called',
      "import { retrievePaymentIntent } from './payments/stripe/stripe';\nexport const handler = async () => retrievePaymentIntent('pi_1');\n",
    );
    expect(inputsOf(called.metafile).some((input) => input.includes('node_modules/stripe/'))).toBe(true);
  }, 60_000);
});

describe('the QR code only where an authenticator is enrolled', () => {
  it("leaves qrcode out of a bundle that checks a code, and keeps it where the enrolment's QR code is drawn", async () => {
    const checking = await bundleSource(
      'totp-check',
      "import { stepOfCode } from './accounts/totp';\nexport const handler = async () => stepOfCode('JBSWY3DPEHPK3PXP', '123456', 0);\n",
    );
    expect(inputsOf(checking.metafile).filter((input) => input.includes('node_modules/qrcode/'))).toEqual([]);

    const enrolling = await bundleSource(
      'totp-enrolment',
      "import { totpEnrolment } from './accounts/totp';\nexport const handler = async () => totpEnrolment('JBSWY3DPEHPK3PXP', 'maya@herway.com');\n",
    );
    expect(inputsOf(enrolling.metafile).some((input) => input.includes('node_modules/qrcode/lib/renderer/svg-tag.js'))).toBe(true);
    const bundled = (await import(pathToFileURL(enrolling.outfile).href)) as { handler: () => Promise<{ qrCodeSvg: string }> };
    await expect(bundled.handler()).resolves.toMatchObject({ qrCodeSvg: expect.stringMatching(/^<svg /) });
  }, 60_000);
});

describe('static catalog data only where it is read', () => {
  it('leaves the session topics and the course packet out of a bundle that reads only the sample mentors, and keeps them where they are read', async () => {
    const outputOf = async (name: string, contents: string) => readFileSync((await bundleSource(name, contents)).outfile, 'utf8');
    const topic = 'Know exactly where you stand and what to do next';
    const packet = 'Everything we wish we had known about college recruiting';

    const mentorsOnly = await outputOf(
      'catalog-unread',
      "import { sampleMentors } from '@herway/shared/catalog/mentors';\nimport { courseKeySchema } from '@herway/shared/catalog/course-schema';\nexport const handler = async () => [sampleMentors.length, courseKeySchema.options];\n",
    );
    expect(mentorsOnly).not.toContain(topic);
    expect(mentorsOnly).not.toContain(packet);

    const read = await outputOf(
      'catalog-read',
      "import { sessionTopics } from '@herway/shared/catalog/mentors';\nimport { coursePacket } from '@herway/shared/catalog/course';\nexport const handler = async () => [sessionTopics, coursePacket];\n",
    );
    expect(read).toContain(topic);
    expect(read).toContain(packet);
  }, 60_000);
});

describe('stores without the reply contracts', () => {
  it("validates stored bookings, packages and course files without bringing in the dashboard's reply contract", async () => {
    const { metafile } = await bundleSource(
      'stores-only',
      "import { getBooking } from './bookings/store/booking-repo';\nimport { getAsset } from './content/store/asset-repo';\nexport const handler = async () => [await getBooking('u', 'b'), await getAsset('a')];\n",
    );
    const inputs = inputsOf(metafile);
    expect(inputs).toContain('shared/src/contracts/record-statuses.ts');
    expect(inputs.filter((input) => /shared\/src\/contracts\/(dashboard|mentor-notes|auth)\.ts$/.test(input))).toEqual([]);
  }, 60_000);
});

describe('contracts without the contracts they need one schema of', () => {
  it("reads a parent's contact consent without bringing in the recruiting workspace's schemas", async () => {
    const { metafile } = await bundleSource(
      'family-contract',
      "import { familyInviteBodySchema, contactConsentSchema } from '@herway/shared/contracts/family';\nexport const handler = async (body: unknown) => [familyInviteBodySchema.safeParse(body).success, contactConsentSchema.safeParse(body).success];\n",
    );
    const inputs = inputsOf(metafile);
    expect(inputs).toContain('shared/src/contracts/contact-consent.ts');
    expect(inputs).not.toContain('shared/src/contracts/recruiting.ts');
    // Nor the sign-in contract: the family and mail contracts take the e-mail address schema alone.
    expect(inputs).toContain('shared/src/contracts/email-address.ts');
    expect(inputs).not.toContain('shared/src/contracts/auth.ts');
  }, 60_000);

  it("reads a suppressed address without bringing in the sign-in contract's schemas", async () => {
    const { metafile } = await bundleSource(
      'mail-contract',
      "import { suppressedAddressSchema } from '@herway/shared/contracts/mail';\nexport const handler = async (body: unknown) => suppressedAddressSchema.safeParse(body).success;\n",
    );
    expect(inputsOf(metafile)).not.toContain('shared/src/contracts/auth.ts');
  }, 60_000);

  it("reads an entitlement, a course's files and a lead without the course packet's catalog, the upload contracts or the admin's", async () => {
    const { metafile } = await bundleSource(
      'store-contracts',
      "import { getEntitlement } from './course/store/entitlement-repo';\nimport { readCourse } from './course/store/course-repo';\nimport { convertLeadsOf } from './contact/store/lead-repo';\nexport const handler = async () => [await getEntitlement('a', 'course_packet'), await readCourse('course_packet'), await convertLeadsOf('a@example.com', '', 'pi_1')];\n",
    );
    const inputs = inputsOf(metafile);
    expect(inputs).toEqual(
      expect.arrayContaining(['shared/src/catalog/course-id.ts', 'shared/src/contracts/content-type.ts', 'shared/src/contracts/contact-record.ts']),
    );
    for (const contract of ['shared/src/catalog/course.ts', 'shared/src/contracts/content.ts', 'shared/src/contracts/admin.ts'])
      expect(inputs).not.toContain(contract);
  }, 60_000);
});

describe('the admin standing check without the Cognito client', () => {
  it("asks Cognito with signed requests on an admin route, and keeps the client where Cognito's other calls are made", async () => {
    const check = await bundleSource(
      'admin-standing-only',
      "import { readAdminStanding } from './accounts/admin-accounts';\nexport const handler = async () => readAdminStanding('maya');\n",
    );
    const inputs = inputsOf(check.metafile);
    expect(inputs).toContain('functions/src/accounts/admin-cognito-requests.ts');
    expect(inputs.filter((input) => input.includes('node_modules/@aws-sdk/client-cognito-identity-provider/'))).toEqual([]);

    const removal = await bundleSource(
      'admin-removal',
      "import { removeFromAdminGroup } from './accounts/admin-accounts';\nexport const handler = async () => removeFromAdminGroup('maya');\n",
    );
    expect(inputsOf(removal.metafile).some((input) => input.includes('node_modules/@aws-sdk/client-cognito-identity-provider/'))).toBe(true);
  }, 60_000);
});

describe('the SDK as it is published', () => {
  it('bundles the DynamoDB client untouched (event streams, endpoint discovery and all) and it sends its command', async () => {
    const { outfile, metafile } = await bundleSource(
      'sdk-untouched',
      "import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';\nexport const handler = async () => new DynamoDBClient({ region: 'us-east-1', endpoint: 'http://127.0.0.1:9', maxAttempts: 1 }).send(new ListTablesCommand({}));\n",
    );
    // No stand-in of ours replaces SDK internals (the credential chain's environment link is public
    // API, tested above): an SDK upgrade runs here as it will in the Lambda.
    expect(inputsOf(metafile).filter((input) => input.startsWith('infra/lib/'))).toEqual(['infra/lib/lambda-credentials.ts']);
    expect(inputsOf(metafile).some((input) => input.includes('node_modules/@aws-sdk/endpoint-cache/'))).toBe(true);
    const saved = { ...process.env };
    onTestFinished(() => {
      process.env = saved;
    });
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret' });
    const bundled = (await import(pathToFileURL(outfile).href)) as { handler: () => Promise<unknown> };
    await expect(bundled.handler()).rejects.toThrow(/ECONNREFUSED|connect/);
  }, 60_000);
});

describe("the SDK clients' package.json", () => {
  it('carries only the name and version the clients read for their User-Agent', async () => {
    // Every SDK module that imports its package's package.json reads its version and nothing else.
    const sdk = path.join(repoRoot, 'node_modules/@aws-sdk');
    const readers = readdirSync(sdk, { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(sdk, file))
      .filter((file) => file.includes(`${path.sep}dist-es${path.sep}`) && file.endsWith('.js') && readFileSync(file, 'utf8').includes('package.json"'));
    expect(readers.length).toBeGreaterThan(5);
    for (const file of readers) {
      const uses = readFileSync(file, 'utf8').match(/packageInfo\b\.?\w*/g) ?? [];
      expect(new Set(uses.filter((use) => use !== 'packageInfo')), file).toEqual(new Set(['packageInfo.version']));
    }

    const { outfile } = await bundleSource(
      'sdk-package-version',
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nexport const handler = async () => new DynamoDBClient({ region: 'us-east-1' }).config.defaultUserAgentProvider();\n",
    );
    const published = JSON.parse(readFileSync(path.join(repoRoot, 'node_modules/@aws-sdk/client-dynamodb/package.json'), 'utf8')) as { version: string };
    const bundle = readFileSync(outfile, 'utf8');
    expect(bundle).not.toContain('devDependencies');
    const bundled = (await import(pathToFileURL(outfile).href)) as { handler: () => Promise<string[][]> };
    expect(await bundled.handler()).toContainEqual(['aws-sdk-js', published.version]);
  }, 60_000);
});
