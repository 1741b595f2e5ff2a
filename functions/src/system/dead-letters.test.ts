import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useReferenceCredentials } from '../testing/sdk-reference';
import { deadLetters } from './dead-letters';

// An SQS that answers GetQueueAttributes from `waiting` (queue name → counts), as AWS's JSON protocol does.
const waiting = new Map<string, Record<string, string>>();
const sqs = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    const queueUrl = String((JSON.parse(body) as { QueueUrl: string }).QueueUrl);
    response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
    response.end(JSON.stringify({ Attributes: waiting.get(queueUrl.split('/').at(-1) ?? '') ?? {} }));
  });
});
const queues: Record<string, string> = {};
// The request is signed with the environment's credentials, as in a Lambda.
useReferenceCredentials();

describe('dead letters on the attention page', () => {
  beforeAll(async () => {
    await new Promise<void>((resolve) => sqs.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(sqs.address() as AddressInfo).port}`;
    queues['payment-succeeded'] = `${origin}/123456789012/payment-succeeded-dlq`;
    queues['booking-created'] = `${origin}/123456789012/booking-created-dlq`;
  });
  afterAll(() => new Promise<void>((resolve) => sqs.close(() => resolve())));

  it('counts what waits in each event rule’s queue in AWS, naming the rules that have some', async () => {
    waiting.set('payment-succeeded-dlq', { ApproximateNumberOfMessages: '2', ApproximateNumberOfMessagesNotVisible: '1' });
    waiting.set('booking-created-dlq', { ApproximateNumberOfMessages: '0', ApproximateNumberOfMessagesNotVisible: '0' });
    const letters = await deadLetters('prod', { DEAD_LETTER_QUEUES: JSON.stringify(queues) });
    expect(letters.count).toBe(3);
    expect(letters.where).toContain('payment-succeeded: 3');
    expect(letters.where).not.toContain('booking-created');
    expect(letters.replayCommand).toMatch(/When a consumer fails/);
  });

  it('says the queues are empty, and says it cannot count when the stage names none', async () => {
    waiting.set('payment-succeeded-dlq', { ApproximateNumberOfMessages: '0' });
    waiting.delete('booking-created-dlq');
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
