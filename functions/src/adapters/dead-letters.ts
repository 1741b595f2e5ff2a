import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { DeadLetters } from '@herway/shared/contracts/attention';

// Dead-lettered events for the admins' attention page (issue 16 point 7). On the local stack the
// event bus writes each one as a JSON file under <HERWAY_DATA_DIR>/event-dlq, so they are counted
// here. In AWS they wait in each rule's SQS dead-letter queue: counting them needs the queues' URLs
// and sqs:GetQueueAttributes, which this function is not given yet, so the page says where they are
// (and their CloudWatch alarm e-mails the founders).

const AWS_REPLAY = 'replay <DeadLetters<Rule> queue URL> <Consumer<Rule> function name>   # README "When a consumer fails"';

async function countLocal(dir: string): Promise<number> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith('.json')).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
}

export async function deadLetters(stage: string): Promise<DeadLetters> {
  if (stage === 'local') {
    const dir = path.resolve(process.env.HERWAY_DATA_DIR ?? '.local', 'event-dlq');
    return { count: await countLocal(dir), where: `${dir} (one JSON file per event)`, replayCommand: 'npm run events:replay' };
  }
  return {
    count: null,
    where: 'The SQS dead-letter queues of the event rules (stack outputs DeadLetters<Rule>); each raises a CloudWatch alarm e-mailed to the founders. Their counts are not read from here yet.',
    replayCommand: AWS_REPLAY,
  };
}
