import { useRunningStackEnv } from './settings';

/** `npm run leads:backfill`: functions/src/contact/jobs/backfill-leads.ts against the running local stack. */
useRunningStackEnv();

// Imported after the environment is set: the handlers read their configuration once.
const { handler } = await import('@herway/functions/contact/jobs/backfill-leads');
const { written } = await handler();
console.log(`Wrote the lead copy of ${written} contact(s) saved before leads existed.`);
process.exit(0);
