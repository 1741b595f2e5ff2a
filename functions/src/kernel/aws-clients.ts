import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';
import { conflictRetryMiddleware } from './store/conflict-retry';

/**
 * AWS clients, created once per container. On the local stack the *_ENDPOINT settings point them
 * at the emulators; in AWS they are unset and the SDK finds the real services.
 */
let dynamo: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;
let ses: SESv2Client | undefined;
let cognito: CognitoIdentityProviderClient | undefined;

const endpoint = (url: string | undefined) => (url ? { endpoint: url } : {});

export function dynamoClient(): DynamoDBDocumentClient {
  const settings = config();
  if (!dynamo) {
    const client = new DynamoDBClient({ region: settings.AWS_REGION, ...endpoint(settings.DYNAMODB_ENDPOINT) });
    // Transactions cancelled only because another one overlapped are sent again (conflict-retry.ts).
    client.middlewareStack.add(conflictRetryMiddleware(), { step: 'initialize', name: 'transactionConflictRetry' });
    dynamo = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  }
  return dynamo;
}

export function s3Client(): S3Client {
  const settings = config();
  // Path-style URLs and checksums only when required: s3rver needs both, and presigned PUTs
  // from the browser must not carry a checksum parameter (with the SDK's default, s3rver corrupts uploads and a
  // presigned PUT names a checksum the browser never sends).
  s3 ??= new S3Client({
    region: settings.AWS_REGION,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...endpoint(settings.S3_ENDPOINT),
  });
  return s3;
}

export function sesClient(): SESv2Client {
  const settings = config();
  ses ??= new SESv2Client({ region: settings.AWS_REGION, ...endpoint(settings.SES_ENDPOINT) });
  return ses;
}

export function cognitoClient(): CognitoIdentityProviderClient {
  const settings = config();
  // Seconds, not the SDK's unbounded default: an unreachable Cognito must be a quick 503, not a
  // request that hangs until API Gateway's 29 s limit (identity.ts maps the failure).
  cognito ??= new CognitoIdentityProviderClient({
    region: settings.AWS_REGION,
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 4_000 },
    ...endpoint(settings.COGNITO_ENDPOINT),
  });
  return cognito;
}
