import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { DeadLetters } from '@herway/shared/contracts/attention';
import * as z from '@herway/shared/zod';
import { waitingMessages } from './queue-depth';

// Dead-lettered events for the admins' attention page (docs/admin-athletes-leads-attention.md). On the local stack the
// event bus writes each one as a JSON file under <HERWAY_DATA_DIR>/event-dlq, so they are counted
// there. In AWS they wait in each event rule's SQS dead-letter queue: DEAD_LETTER_QUEUES names the
// queues (rule → URL, set by the CDK) and their approximate counts are asked of SQS.

const AWS_REPLAY = 'replay <DeadLetters<Rule> queue URL> <Consumer<Rule> function name>   # README "When a consumer fails"';

const queuesSchema = z.record(z.string(), z.url());

async function countLocal(dir: string): Promise<number> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith('.json')).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
}

/** The messages waiting in each queue (SQS's approximate count, visible and in flight). */
async function countQueues(queues: Record<string, string>): Promise<{ total: number; byRule: string[] }> {
  const counts = await Promise.all(Object.entries(queues).map(async ([rule, url]) => ({ rule, waiting: await waitingMessages(url) })));
  return {
    total: counts.reduce((sum, { waiting }) => sum + waiting, 0),
    byRule: counts.filter(({ waiting }) => waiting > 0).map(({ rule, waiting }) => `${rule}: ${waiting}`),
  };
}

export async function deadLetters(stage: string, environment: NodeJS.ProcessEnv = process.env): Promise<DeadLetters> {
  if (stage === 'local') {
    const dir = path.resolve(environment.HERWAY_DATA_DIR ?? '.local', 'event-dlq');
    return { count: await countLocal(dir), where: `${dir} (one JSON file per event)`, replayCommand: 'npm run events:replay' };
  }
  const queues = queuesSchema.safeParse(JSON.parse(environment.DEAD_LETTER_QUEUES ?? 'null'));
  if (!queues.success) {
    return {
      count: null,
      where: 'The SQS dead-letter queues of the event rules (stack outputs DeadLetters<Rule>); this stage does not name them to the page.',
      replayCommand: AWS_REPLAY,
    };
  }
  const { total, byRule } = await countQueues(queues.data);
  const where =
    byRule.length > 0
      ? `The SQS dead-letter queues of the event rules: ${byRule.join(', ')} (stack outputs DeadLetters<Rule>).`
      : 'The SQS dead-letter queues of the event rules are empty.';
  return { count: total, where, replayCommand: AWS_REPLAY };
}
