import path from 'node:path';
import { build } from 'esbuild';
import { lambdaMultiEsbuildOptions } from '../lib/lambda-bundling';
import type { LambdaEntry } from '../lib/lambda-entries';

/**
 * What each Lambda bundle really calls, read from esbuild's metafile: the AWS SDK command modules
 * tree-shaking kept, mapped to the IAM actions they need. Lets the tests hold the grants of
 * the domains' access map (infra/domains/) against the code, in both directions.
 */

export interface BundleUse {
  /** Whether it reads or writes the single table (its item operations). */
  readonly table?: 'read' | 'write';
  /** Every other IAM action its SDK calls need. */
  readonly actions: ReadonlySet<string>;
  /** The SDK commands found, as `<package>:<Command>`, for messages. */
  readonly commands: readonly string[];
}

type CommandRule = readonly string[] | 'read' | 'write';

/** Commands whose IAM needs are known. A command not listed fails the analysis, so a new call gets a decision. */
const COMMANDS: Record<string, Record<string, CommandRule>> = {
  'lib-dynamodb': {
    Get: 'read',
    BatchGet: 'read',
    TransactGet: 'read',
    Put: 'write',
    Update: 'write',
    Delete: 'write',
    BatchWrite: 'write',
    TransactWrite: 'write',
    // The document client's paginators keep Query and Scan in every bundle; queries are detected
    // through the repositories instead (below), and nothing scans.
    Query: [],
    Scan: [],
  },
  'client-dynamodb': {
    DescribeTable: ['dynamodb:DescribeTable'],
    // Kept by the client itself (endpoint discovery) or by lib-dynamodb's paginators.
    DescribeEndpoints: [],
    Query: [],
    Scan: [],
    // The item commands lib-dynamodb wraps: classified by their lib-dynamodb command.
    GetItem: [],
    BatchGetItem: [],
    TransactGetItems: [],
    PutItem: [],
    UpdateItem: [],
    DeleteItem: [],
    BatchWriteItem: [],
    TransactWriteItems: [],
  },
  'client-s3': {
    GetObject: ['s3:GetObject'],
    HeadObject: ['s3:GetObject'],
    PutObject: ['s3:PutObject'],
    DeleteObject: ['s3:DeleteObject'],
    PutObjectTagging: ['s3:PutObjectTagging'],
    HeadBucket: ['s3:ListBucket'],
    // S3 Express sessions: kept by the client, never used with a general-purpose bucket.
    CreateSession: [],
  },
  'client-sesv2': {
    SendEmail: ['ses:SendEmail'],
    GetAccount: ['ses:GetAccount'],
    PutSuppressedDestination: ['ses:PutSuppressedDestination'],
    DeleteSuppressedDestination: ['ses:DeleteSuppressedDestination'],
  },
  // Creating a schedule hands it the role it invokes its target with.
  'client-scheduler': { CreateSchedule: ['scheduler:CreateSchedule', 'iam:PassRole'], DeleteSchedule: ['scheduler:DeleteSchedule'] },
  // The mentor links check reads its own stack's status, to let a rollback through.
  'client-cloudformation': { DescribeStacks: ['cloudformation:DescribeStacks'] },
  'client-eventbridge': { PutEvents: ['events:PutEvents'], DescribeEventBus: ['events:DescribeEventBus'] },
  'client-cognito-identity-provider': {
    // Public (unauthenticated) Cognito APIs: IAM is not consulted.
    InitiateAuth: [],
    RevokeToken: [],
    ForgotPassword: [],
    ConfirmForgotPassword: [],
  },
};

const COMMAND_MODULE = /node_modules\/@aws-sdk\/(client-[\w-]+|lib-dynamodb)\/dist-es\/commands\/(\w+)Command\.js$/;
/**
 * The table's repositories (each domain's store, the kernel's account guard and transactions, the
 * session marks): a bundle that keeps one queries or reads the table. The kernel's key and table
 * helpers read nothing themselves, nor do the stores' pure types.
 */
const TABLE_READER =
  /functions\/src\/(?:[\w-]+\/store|kernel\/auth)\/(?!table\.ts|keys\.ts|table-definition\.ts|conflict-retry\.ts|session-message\.ts|payment-link\.ts|profile-summary\.ts|token-verifier\.ts|authentication\.ts|session-validity\.ts)[\w-]+\.ts$/;
/**
 * Signs PUTs that carry the pending-upload tag: S3 checks s3:PutObjectTagging for those too, and a
 * presigned PutObject shows nothing of its tags in the bundle's commands.
 */
const TAGGED_UPLOADS = /functions\/src\/content\/pending-uploads\.ts$/;
/**
 * Presigned links are signed without an S3 client (functions/src/kernel/s3-presigner.ts), so no
 * command module shows them: the module that signs them does. A link acts with the signer's rights.
 */
const PRESIGNED_LINKS: readonly (readonly [RegExp, string])[] = [
  [/functions\/src\/content\/download-links\.ts$/, 's3:GetObject'],
  [/functions\/src\/content\/upload-links\.ts$/, 's3:PutObject'],
  // Requests signed without a client (accounts/admin-cognito-requests.ts, system/bucket-check.ts,
  // system/queue-depth.ts), so
  // no command module shows them: the module that names the operation does. The admin standing check:
  [/functions\/src\/accounts\/admin-accounts\.ts$/, 'cognito-idp:AdminGetUser'],
  [/functions\/src\/accounts\/admin-accounts\.ts$/, 'cognito-idp:AdminListGroupsForUser'],
  // The health check's reads of the user pool and of the content bucket (HeadBucket is s3:ListBucket).
  [/functions\/src\/system\/service-checks\.ts$/, 'cognito-idp:DescribeUserPool'],
  [/functions\/src\/system\/bucket-check\.ts$/, 's3:ListBucket'],
  // The attention page's dead-letter counts.
  [/functions\/src\/system\/queue-depth\.ts$/, 'sqs:GetQueueAttributes'],
];

function rulesFor(pkg: string, command: string): CommandRule | undefined {
  const known = COMMANDS[pkg]?.[command];
  if (known) return known;
  // Cognito's admin and describe operations are IAM actions of the same name.
  if (pkg === 'client-cognito-identity-provider' && /^(Admin|Describe)/.test(command)) return [`cognito-idp:${command}`];
  return undefined;
}

/** Bundles the entries as the CDK app does (no files written) and reads what each one calls. */
export async function analyzeBundles(entries: readonly LambdaEntry[]): Promise<Map<string, BundleUse>> {
  const outdir = path.join('/', 'herway-bundle-analysis');
  const result = await build({
    ...lambdaMultiEsbuildOptions(Object.fromEntries(entries.map((entry) => [entry.name, entry.file])), outdir),
    write: false,
    sourcemap: false,
  });
  const uses = new Map<string, BundleUse>();
  for (const entry of entries) {
    const output = Object.entries(result.metafile?.outputs ?? {}).find(([file]) => path.resolve(file) === path.join(outdir, entry.name, 'index.mjs'))?.[1];
    if (!output) throw new Error(`No bundle for ${entry.name}`);
    const used = Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([file]) => file);
    let table: 'read' | 'write' | undefined = used.some((file) => TABLE_READER.test(file)) ? 'read' : undefined;
    const actions = new Set<string>(used.some((file) => TAGGED_UPLOADS.test(file)) ? ['s3:PutObjectTagging'] : []);
    for (const [module, action] of PRESIGNED_LINKS) if (used.some((file) => module.test(file))) actions.add(action);
    const commands: string[] = [];
    for (const file of used) {
      const match = COMMAND_MODULE.exec(file);
      if (!match) continue;
      const [, pkg, command] = match as unknown as [string, string, string];
      commands.push(`${pkg}:${command}`);
      const rule = rulesFor(pkg, command);
      if (rule === undefined) throw new Error(`${entry.name} calls ${pkg} ${command}, which infra/testing/bundle-access.ts does not classify yet`);
      if (rule === 'write') table = 'write';
      else if (rule === 'read') table ??= 'read';
      else for (const action of rule) actions.add(action);
    }
    uses.set(entry.name, { ...(table ? { table } : {}), actions, commands });
  }
  return uses;
}
