import { createHash } from 'node:crypto';
import { CustomResource, Lazy, Stack } from 'aws-cdk-lib';
import type { RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { Construct } from 'constructs';
import type { IConstruct } from 'constructs';
import { checkMentorLinksEntry } from '../lib/lambda-entries';
import { bindAccess } from './bind-access';
import { CONSUMER_TIMEOUT, HerwayFunction } from './herway-function';

export interface MentorLinksCheckProps {
  readonly stage: string;
  readonly table: ITable;
  readonly environment: Readonly<Record<string, string>>;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
  /** Runs the check on a deploy that changes nothing else (`-c deployId=...`); none by default. */
  readonly deployId?: string;
}

/**
 * What the stack deploys, as one SHA-256: the hash of every asset under `scope`'s stack (each
 * Lambda bundle, the site's files, the resource PDFs, nested stacks included) with its construct
 * path. Read at synthesis, when every asset exists; bundles and files that did not change hash
 * alike, so it changes exactly when a release changes something.
 */
export function releaseFingerprint(scope: IConstruct): string {
  return Lazy.string({
    produce: () => {
      const assets = Stack.of(scope)
        .node.findAll()
        .filter((construct): construct is Asset => construct instanceof Asset)
        .map((asset) => `${asset.node.path} ${asset.assetHash}`)
        .sort();
      if (assets.length === 0) throw new Error('The release fingerprint found no asset to hash');
      return createHash('sha256').update(assets.join('\n')).digest('hex');
    },
  });
}

/**
 * The prod deploy's guard (no placeholder reaches prod): a custom resource that reads the mentors
 * and fails the deployment, naming her, while one on the site has no real scheduling link
 * (infra/lib/custom-resources/check-mentor-links.ts). Its properties are the stage and the
 * release's fingerprint, so every release that changes code or files runs it and a deploy that
 * changes nothing shows no change. It answers SUCCESS on delete and during a rollback, for which
 * it may read this stack's status (and nothing else of CloudFormation).
 */
export class MentorLinksCheck extends Construct {
  readonly fn: HerwayFunction;
  readonly resource: CustomResource;

  constructor(scope: Construct, id: string, props: MentorLinksCheckProps) {
    super(scope, id);
    this.fn = new HerwayFunction(this, 'Check', {
      entry: checkMentorLinksEntry,
      description: `HerWay ${props.stage}: refuses the deploy while a mentor on the site has no real scheduling link (custom resource)`,
      environment: props.environment,
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
      timeout: CONSUMER_TIMEOUT,
      memorySize: 256,
    });
    bindAccess(this.fn, { table: 'read' }, { table: props.table });
    this.fn.role.addToPolicy(new PolicyStatement({ actions: ['cloudformation:DescribeStacks'], resources: [Stack.of(this).stackId] }));
    this.resource = new CustomResource(this, 'Resource', {
      serviceToken: this.fn.function.functionArn,
      resourceType: 'Custom::MentorLinksCheck',
      properties: { stage: props.stage, release: releaseFingerprint(this), ...(props.deployId ? { deployId: props.deployId } : {}) },
    });
  }
}
