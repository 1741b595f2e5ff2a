import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/** DynamoDB's cancelled transaction, with one reason per item ('None', 'ConditionalCheckFailed', 'TransactionConflict', ...). */
export const cancelledTransaction = (...codes: string[]) =>
  new TransactionCanceledException({ message: 'Transaction cancelled', $metadata: {}, CancellationReasons: codes.map((Code) => ({ Code })) });
