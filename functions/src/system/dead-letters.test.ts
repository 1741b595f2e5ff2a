import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { deadLetters } from './dead-letters';

const sqs = mockClient(SQSClient);
const queues = {
  'payment-succeeded': 'https://sqs.us-east-1.amazonaws.com/123456789012/payment-succeeded-dlq',
  'booking-created': 'https://sqs.us-east-1.amazonaws.com/123456789012/booking-created-dlq',
};

describe('dead letters on the attention page', () => {
  beforeEach(() => sqs.reset());

  it('counts what waits in each event rule’s queue in AWS, naming the rules that have some', async () => {
    sqs
      .on(GetQueueAttributesCommand, { QueueUrl: queues['payment-succeeded'] })
      .resolves({ Attributes: { ApproximateNumberOfMessages: '2', ApproximateNumberOfMessagesNotVisible: '1' } });
    sqs
      .on(GetQueueAttributesCommand, { QueueUrl: queues['booking-created'] })
      .resolves({ Attributes: { ApproximateNumberOfMessages: '0', ApproximateNumberOfMessagesNotVisible: '0' } });
    const letters = await deadLetters('prod', { DEAD_LETTER_QUEUES: JSON.stringify(queues) });
    expect(letters.count).toBe(3);
    expect(letters.where).toContain('payment-succeeded: 3');
    expect(letters.where).not.toContain('booking-created');
    expect(letters.replayCommand).toMatch(/When a consumer fails/);
  });

  it('says the queues are empty, and says it cannot count when the stage names none', async () => {
    sqs.on(GetQueueAttributesCommand).resolves({ Attributes: { ApproximateNumberOfMessages: '0' } });
    expect(await deadLetters('dev', { DEAD_LETTER_QUEUES: JSON.stringify(queues) })).toMatchObject({ count: 0, where: expect.stringContaining('are empty') });
    expect((await deadLetters('dev', {})).count).toBeNull();
    expect((await deadLetters('dev', { DEAD_LETTER_QUEUES: '{"x":"not a url"}' })).count).toBeNull();
  });

  it('counts the local bus’s dead-letter files on the local stack', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'herway-dlq-'));
    mkdirSync(path.join(dataDir, 'event-dlq'));
    for (const name of ['a.json', 'b.json', 'notes.txt']) writeFileSync(path.join(dataDir, 'event-dlq', name), '{}');
    expect(await deadLetters('local', { HERWAY_DATA_DIR: dataDir })).toMatchObject({ count: 2, replayCommand: 'npm run events:replay' });
  });
});
