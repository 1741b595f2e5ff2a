/**
 * Stands in for `@smithy/core/event-streams` where the SDK's HTTP protocol loads it with a dynamic
 * import (lambda-bundling.ts): a one-file bundle inlines that import, about 15 KB in every bundle.
 * Only operations with an event-stream member reach it (S3 SelectObjectContent, Bedrock, Transcribe…);
 * none of the commands HerWay's Lambdas send has one, so reaching this is a bundling mistake.
 */
export const EVENT_STREAMS_LEFT_OUT = 'The Lambda bundles leave out the AWS SDK event-stream code (infra/lib/lambda-bundling.ts)';

export function eventStreamSerdeProvider(): never {
  throw new Error(EVENT_STREAMS_LEFT_OUT);
}

export class EventStreamSerde {
  constructor() {
    throw new Error(EVENT_STREAMS_LEFT_OUT);
  }
}
