import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_SIGNING_DATE, sdkRequest, useReferenceCredentials, wire } from '../testing/sdk-reference';
import { QueueRequestError, queueAttributesRequest, signQueueRequest, waitingMessages } from './queue-depth';

// The SDK's SQS client is the reference: with the same credentials, clock and queue, our signed
// request must be the one it signs, byte for byte.
useReferenceCredentials();

const ATTRIBUTES = ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'];

describe.each(['https://sqs.us-east-1.amazonaws.com/123456789012/herway-prod-PaymentSucceeded-dlq', 'http://127.0.0.1:9324/000000000000/local-dlq'])(
  'the dead-letter count request against the SDK client (queue %s)',
  (queueUrl) => {
    it('is signed as the SDK signs GetQueueAttributes', async () => {
      const ours = wire(await signQueueRequest(queueAttributesRequest(queueUrl), REFERENCE_SIGNING_DATE));
      const sdks = wire(
        await sdkRequest(
          (options) => new SQSClient(options),
          (client) => client.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: [...ATTRIBUTES] as never })),
        ),
      );
      expect(ours).toEqual(sdks);
      expect(ours.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20261127\/us-east-1\/sqs\/aws4_request, /);
    });
  },
);

describe('an SQS that answers', () => {
  const answers: { status: number; body: string; headers?: Record<string, string> }[] = [];
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(String(request.headers['x-amz-target']));
    const answer = answers.shift() ?? { status: 500, body: '' };
    response.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.0', ...answer.headers });
    response.end(answer.body);
  });
  let queueUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    queueUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/000000000000/dlq`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('adds the visible and in-flight messages', async () => {
    answers.push({ status: 200, body: JSON.stringify({ Attributes: { ApproximateNumberOfMessages: '2', ApproximateNumberOfMessagesNotVisible: '1' } }) });
    await expect(waitingMessages(queueUrl)).resolves.toBe(3);
    expect(asked.at(-1)).toBe('AmazonSQS.GetQueueAttributes');
  });

  it('tries a failing SQS three times, an HTML page read by its status', async () => {
    asked.length = 0;
    answers.push({ status: 503, body: '<html>Service Unavailable</html>' }, { status: 500, body: '' }, { status: 200, body: '{"Attributes":{}}' });
    await expect(waitingMessages(queueUrl)).resolves.toBe(0);
    expect(asked).toHaveLength(3);
  });

  it('names a refusal as the SDK does and does not try it again', async () => {
    asked.length = 0;
    answers.push({
      status: 400,
      body: JSON.stringify({ __type: 'com.amazonaws.sqs#QueueDoesNotExist', message: 'The specified queue does not exist.' }),
      headers: { 'x-amzn-query-error': 'AWS.SimpleQueueService.NonExistentQueue;Sender' },
    });
    const refusal = await waitingMessages(queueUrl).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(QueueRequestError);
    expect(refusal).toMatchObject({ name: 'QueueDoesNotExist', status: 400, message: 'The specified queue does not exist.' });
    expect(asked).toHaveLength(1);
  });

  it('refuses an answer whose counts are not numbers', async () => {
    answers.push({ status: 200, body: JSON.stringify({ Attributes: { ApproximateNumberOfMessages: 'many' } }) });
    await expect(waitingMessages(queueUrl)).rejects.toThrow();
  });
});
