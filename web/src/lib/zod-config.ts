import { config } from 'zod/mini';

// The site's CSP has no 'unsafe-eval'. Zod compiles object parsers with `new Function` when it may,
// and its probe for that is reported by the browser as a CSP violation even though Zod catches it.
// Jitless parsing never probes; the schemas here are small, so nothing is lost.
config({ jitless: true });
