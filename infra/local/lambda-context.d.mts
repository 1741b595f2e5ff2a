import type { Context } from 'aws-lambda';

export interface LambdaContextFields {
  functionName: string;
  memoryLimitInMB: string;
  awsRequestId: string;
  logStreamName: string;
  getRemainingTimeInMillis: () => number;
}

export function lambdaContext(fields: LambdaContextFields): Context;

export function replyStatusCode(result: unknown): number;

export function requestIdOf(event: unknown): string;
