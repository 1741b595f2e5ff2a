import path from 'node:path';
import { eventRules } from '@herway/events/catalog';
import { invokeConsumer } from './consumers';
import { replayDeadLetters } from './event-bus';
import { useRunningStackEnv } from './settings';

/**
 * `npm run events:replay`: delivers again every event the local bus dead-lettered, with the
 * running stack's settings (saved by `npm start`). A replayed event that succeeds is removed.
 */
const dataDir = useRunningStackEnv();

const { replayed, failed } = await replayDeadLetters({ dlqDir: path.join(dataDir, 'event-dlq'), rules: eventRules, invoke: invokeConsumer });
console.log(`Replayed ${replayed.length} event(s).`);
for (const failure of failed) console.error(`Still failing: ${failure.file}: ${failure.error}`);
process.exit(failed.length > 0 ? 1 : 0);
