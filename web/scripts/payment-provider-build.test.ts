// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

/*
 * The card form a build carries is chosen when it is built (components/commerce/payment/payment-provider.tsx):
 * the site built with a Stripe key has none of the local test-card form, and the one built without
 * has none of Stripe's code. Checked on the real browser build of the whole app (Vite's own build,
 * in memory: nothing written to dist), once with a key and once without, as `npm run build:web` makes them.
 */

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const KEY = 'VITE_STRIPE_PUBLISHABLE_KEY';
const keyBefore = process.env[KEY];

afterEach(() => {
  if (keyBefore === undefined) delete process.env[KEY];
  else process.env[KEY] = keyBefore;
});

type BuiltChunk = { fileName: string; code: string };

async function buildSite(publishableKey: string | undefined): Promise<BuiltChunk[]> {
  if (publishableKey === undefined) delete process.env[KEY];
  else process.env[KEY] = publishableKey;
  const result = await build({
    root: webRoot,
    configFile: `${webRoot}vite.config.ts`,
    logLevel: 'silent',
    build: { write: false, manifest: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap(({ output }) =>
    output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk').map(({ fileName, code }) => ({ fileName, code })),
  );
}

/** The files whose name or code shows `marker`. */
const filesWith = (chunks: BuiltChunk[], marker: string) =>
  chunks.filter((chunk) => chunk.fileName.includes(marker) || chunk.code.includes(marker)).map((chunk) => chunk.fileName);

// Text only the local form's modules hold (local-card.ts, local-confirm.ts, the local-card contract).
const LOCAL_FORM = ['/local/stripe/confirm', '4000 0025 0000 3155', 'local-card-provider'];
// Stripe's React bindings and Stripe.js's loader (its script's address), and the chunk that wraps them.
const STRIPE = ['js.stripe.com', 'stripe-provider'];

describe('the card form a build carries', () => {
  it('built with a publishable key: Stripe and none of the local form; built without: the local form and none of Stripe', async () => {
    const withKey = await buildSite('pk_test_build_check');
    for (const marker of LOCAL_FORM) expect(filesWith(withKey, marker), marker).toEqual([]);
    for (const marker of STRIPE) expect(filesWith(withKey, marker), marker).not.toEqual([]);
    expect(filesWith(withKey, 'pk_test_build_check')).not.toEqual([]);

    const withoutKey = await buildSite(undefined);
    for (const marker of STRIPE) expect(filesWith(withoutKey, marker), marker).toEqual([]);
    for (const marker of LOCAL_FORM) expect(filesWith(withoutKey, marker), marker).not.toEqual([]);
  }, 120_000);
});
