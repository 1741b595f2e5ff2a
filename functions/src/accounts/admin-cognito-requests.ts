import type { HttpRequest } from '@smithy/core/protocols';
import { config } from '../kernel/config';
import { awsJsonReply, awsJsonRequest, signedSender, withAttempts } from '../kernel/signed-requests';

/**
 * The two Cognito reads of the admin standing check (admin-accounts.ts), and the health check's
 * read of the user pool (system/service-checks.ts), sent as one signed JSON request each: the
 * SDK's own SigV4 signer and HTTP handler, which every bundle already carries for DynamoDB, without
 * the Cognito client (about 33 KB in each of ~30 admin bundles: docs/lambda-bundles.md). The request is the one the SDK client sends (admin-cognito-requests.test.ts
 * compares them byte for byte, signature included); a refusal comes back as an error named as the
 * SDK names it, with its HTTP status, so identity-errors.ts maps both alike.
 */
export interface AdminReadInputs {
  AdminGetUser: { UserPoolId: string; Username: string };
  AdminListGroupsForUser: { UserPoolId: string; Username: string; Limit?: number };
  DescribeUserPool: { UserPoolId: string };
}
export type AdminReadOperation = keyof AdminReadInputs;

/** The members of each input in the order of the SDK's schema, which is the order it writes them in. */
const MEMBER_ORDER: Readonly<Record<AdminReadOperation, readonly string[]>> = {
  AdminGetUser: ['UserPoolId', 'Username'],
  AdminListGroupsForUser: ['Username', 'UserPoolId', 'Limit'],
  DescribeUserPool: ['UserPoolId'],
};

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService';
/** As the Cognito client is set up (kernel/aws-clients.ts): an unreachable Cognito is a quick 503, tried twice. */
const ATTEMPTS = 2;

const cognitoSender = signedSender('cognito-idp');

/** The unsigned request, as the SDK's awsJson1_1 protocol builds it: a POST to `/` naming the operation. */
export function cognitoRequest<O extends AdminReadOperation>(operation: O, input: AdminReadInputs[O]): HttpRequest {
  const settings = config();
  const base = new URL(settings.COGNITO_ENDPOINT ?? `https://cognito-idp.${settings.AWS_REGION}.amazonaws.com`);
  const members = input as Readonly<Record<string, unknown>>;
  const body = JSON.stringify(Object.fromEntries(MEMBER_ORDER[operation].filter((name) => members[name] !== undefined).map((name) => [name, members[name]])));
  return awsJsonRequest(base, { version: '1.1', target: `${TARGET_PREFIX}.${operation}`, body });
}

export const signCognitoRequest = (request: HttpRequest, signingDate?: Date): Promise<HttpRequest> => cognitoSender().sign(request, signingDate);

/** A refusal or failure, named as the SDK names the error (`UserNotFoundException`), with Cognito's HTTP status. */
export class CognitoRequestError extends Error {
  readonly $metadata: { httpStatusCode: number };
  constructor(name: string, message: string, status: number) {
    super(message);
    this.name = name;
    this.$metadata = { httpStatusCode: status };
  }
}

const transient = (error: unknown) => !(error instanceof CognitoRequestError) || error.$metadata.httpStatusCode >= 500;

async function sendOnce<O extends AdminReadOperation>(operation: O, input: AdminReadInputs[O]): Promise<unknown> {
  const response = await cognitoSender().handle(await signCognitoRequest(cognitoRequest(operation, input)));
  return awsJsonReply(response, 'Cognito', (name, message, status) => new CognitoRequestError(name, message, status));
}

/** Sends one read; a network failure or a 5xx is tried once more, as the SDK client would. */
export const sendCognitoRead = <O extends AdminReadOperation>(operation: O, input: AdminReadInputs[O]): Promise<unknown> =>
  withAttempts(ATTEMPTS, () => sendOnce(operation, input), transient);
