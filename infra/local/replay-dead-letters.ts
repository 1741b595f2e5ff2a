import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eventRules } from '@herway/events/catalog';
import { invokeConsumer } from './consumers';
import { replayDeadLetters } from './event-bus';
import { localSettings } from './settings';

/**
 * `npm run events:replay`: delivers again every event the local bus dead-lettered, with the
 * running stack's settings (saved by `npm start`). A replayed event that succeeds is removed.
 */
const dataDir = path.resolve(localSettings().HERWAY_DATA_DIR);
const envFile = path.join(dataDir, 'stack-env.json');
if (!existsSync(envFile)) {
  console.error('No local stack settings found: start HerWay with `npm start` first.');
  process.exit(1);
}
Object.assign(process.env, JSON.parse(readFileSync(envFile, 'utf8')) as Record<string, string>);

const { replayed, failed } = await replayDeadLetters({ dlqDir: path.join(dataDir, 'event-dlq'), rules: eventRules, invoke: invokeConsumer });
console.log(`Replayed ${replayed.length} event(s).`);
for (const failure of failed) console.error(`Still failing: ${failure.file}: ${failure.error}`);
process.exit(failed.length > 0 ? 1 : 0);
