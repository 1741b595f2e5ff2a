import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { readableIssueMessage } from './readable-errors';

/**
 * The one Zod every workspace imports: `zod/mini`, whose functions tree-shake, so a Lambda bundle
 * carries only the validators its handler uses (the classic API's methods pull in all of Zod,
 * about 190 KB of each bundle, against budgets of 350 to 650 KB in all: docs/decisions/bundle-budgets.md). Mini ships no message locale,
 * so the English one the classic API installs by default is installed here, under our own
 * readable messages for the checks a schema gives no words of its own (readable-errors.ts).
 *
 * Import it as a namespace, `import * as z from '@herway/shared/zod'`: bundlers then keep only the
 * functions used. (Re-exporting the namespace as one `z` object would keep all of Zod.)
 */
config(en());
// A parent reads these: never schema text such as "originalAmount: Too big".
config({ customError: (issue) => readableIssueMessage(issue) });
// In a browser, parsing stays jitless: the site's CSP has no 'unsafe-eval', and Zod's probe for
// `new Function` (made when an object schema first parses) is reported by the browser as a CSP
// violation even though Zod catches it. Set here, it holds before any schema anywhere parses.
if ('document' in globalThis) config({ jitless: true });

export * from 'zod/mini';
