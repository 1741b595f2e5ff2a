import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * The one Zod every workspace imports: `zod/mini`, whose functions tree-shake, so a Lambda bundle
 * carries only the validators its handler uses (the classic API's methods pull in all of Zod,
 * about 190 KB of each bundle; DESIGN §7 allows 300 KB in all). Mini ships no message locale,
 * so the English one the classic API installs by default is installed here.
 *
 * Import it as a namespace, `import * as z from '@herway/shared/zod'`: bundlers then keep only the
 * functions used. (Re-exporting the namespace as one `z` object would keep all of Zod.)
 */
config(en());

export * from 'zod/mini';
