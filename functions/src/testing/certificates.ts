import { randomUUID } from 'node:crypto';
import { PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyResultV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { vi } from 'vitest';
import { dynamoClient } from '../kernel/aws-clients';
import { config, siteOrigins } from '../kernel/config';
import { keys } from '../kernel/store/keys';
import { handler as saveProgress } from '../course/http/save-progress';
import type { TestAccount } from './accounts';
import { httpEvent, lambdaContext } from './http-event';

// Helpers of the certificate's integration tests (docs/course-player.md#certificate): a course of
// nine modules written straight to the course partition (after `clearCourse`), lessons completed
// in-process on a controlled clock, and the CERT# look-ups of one name.

/** A lesson per module (two in Module 0), each a PDF, its module released a year ago unless told. */
export async function writeWholeCourse(options: { unreleased?: number[] } = {}): Promise<{ moduleNumber: number; assetId: string; title: string }[]> {
  const lessons = [0, 0, 1, 2, 3, 4, 5, 6, 7, 8].map((moduleNumber, index) => ({ moduleNumber, assetId: randomUUID(), title: `Lesson ${index + 1}` }));
  const releaseAt = new Date(Date.now() - 365 * 24 * 3600_000).toISOString();
  for (let moduleNumber = 0; moduleNumber <= 8; moduleNumber += 1) {
    const released = !options.unreleased?.includes(moduleNumber);
    await put({ ...keys.courseModule('course_packet', moduleNumber), moduleNumber, lessonsVersion: 1, ...(released ? { releaseAt } : {}) });
  }
  for (const [index, lesson] of lessons.entries()) {
    await put({
      ...keys.courseLesson('course_packet', lesson.assetId),
      ...lesson,
      position: index,
      contentType: 'pdf',
      mimeType: 'application/pdf',
      storagePath: `course_packet/${lesson.assetId}.pdf`,
      fileSize: 1000,
      isActive: true,
    });
  }
  return lessons;
}

/** Releases a module written unreleased by {@link writeWholeCourse}. */
export const releaseWrittenModule = (moduleNumber: number) =>
  put({ ...keys.courseModule('course_packet', moduleNumber), moduleNumber, lessonsVersion: 1, releaseAt: new Date(Date.now() - 3600_000).toISOString() });

const put = (Item: Record<string, unknown>) => dynamoClient().send(new PutCommand({ TableName: config().TABLE_NAME, Item }));

/** Runs `work` with the handlers' clock (Date only) at `at`. */
export async function at<T>(time: Date, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

/** She marks a lesson complete (PUT /api/course/progress/{assetId}, in-process), on the current clock. */
export async function completeLesson(athlete: TestAccount, assetId: string): Promise<void> {
  const event = httpEvent('PUT', `/api/course/progress/${assetId}`, {
    cookies: [athlete.cookie],
    headers: { origin: siteOrigins()[0] ?? '', 'content-type': 'application/json' },
    pathParameters: { assetId },
    body: JSON.stringify({ positionSeconds: 0, completed: true }),
  });
  const result = (await saveProgress(event, lambdaContext)) as APIGatewayProxyStructuredResultV2;
  if (result.statusCode !== 200) throw new Error(`Completing ${assetId} answered ${result.statusCode}: ${result.body}`);
}

/** The status and JSON body of an in-process handler's answer. */
export const answer = (result: APIGatewayProxyResultV2) => {
  const structured = result as APIGatewayProxyStructuredResultV2;
  return { status: structured.statusCode, body: JSON.parse(structured.body ?? 'null') as Record<string, unknown> };
};

/** The public look-ups (CERT#) that show this first name: the test's names are unique. */
export async function lookupsNamed(firstName: string): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamoClient().send(
      new ScanCommand({
        TableName: config().TABLE_NAME,
        FilterExpression: 'begins_with(PK, :cert) AND firstName = :name',
        ExpressionAttributeValues: { ':cert': 'CERT#', ':name': firstName },
        ConsistentRead: true,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    found.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}
