import { CustomResource } from 'aws-cdk-lib';
import type { RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { checkMentorLinksEntry } from '../lib/lambda-entries';
import { bindAccess } from './bind-access';
import { CONSUMER_TIMEOUT, HerwayFunction } from './herway-function';

export interface MentorLinksCheckProps {
  readonly stage: string;
  readonly table: ITable;
  readonly environment: Readonly<Record<string, string>>;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
  /** Changes on every deploy, so the check runs on every deploy (default: the synth time). */
  readonly deployId?: string;
}

/**
 * The prod deploy's guard (DESIGN §8: no placeholders reach prod): a custom resource that reads
 * the mentors and fails the deployment, naming her, while one on the site has no real scheduling
 * link (infra/lib/custom-resources/check-mentor-links.ts). It runs on every deploy.
 */
export class MentorLinksCheck extends Construct {
  readonly fn: HerwayFunction;

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
    new CustomResource(this, 'Resource', {
      serviceToken: this.fn.function.functionArn,
      resourceType: 'Custom::MentorLinksCheck',
      properties: { deployId: props.deployId ?? new Date().toISOString() },
    });
  }
}
