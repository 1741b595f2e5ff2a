import path from 'node:path';
import { AssetHashType, CustomResource, DockerImage } from 'aws-cdk-lib';
import type { RemovalPolicy } from 'aws-cdk-lib';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { seedDiscounts } from '@herway/shared/catalog/discounts';
import { Construct } from 'constructs';
import { repoRoot, seedDiscountCodesEntry } from '../lib/lambda-entries';
import { runTypeScript } from '../lib/run-typescript';
import { bindAccess } from './bind-access';
import { acknowledgeBucketDeploymentHandler } from './bucket-deployment-findings';
import type { LambdaAccess } from '../domains/lambda-access';
import { CONSUMER_TIMEOUT, HerwayFunction } from './herway-function';

/** The seed custom resource adds discount codes, if absent. */
export const seedAccess = { table: 'write' } as const satisfies LambdaAccess;

export interface SeedDataProps {
  readonly stage: string;
  /** Whether the six sample discount codes are added (local and dev, never prod: docs/decisions/sample-codes-local-and-dev-only.md). */
  readonly sampleDiscountCodes: boolean;
  readonly table: ITable;
  readonly contentBucket: IBucket;
  readonly environment: Readonly<Record<string, string>>;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * What the local stack seeds on first start (infra/local/seed.ts), seeded in AWS by the deploy:
 * - the free resource PDFs, rendered at synth time by infra/resources (pdf-lib) under their
 *   object keys and copied to the content bucket (never pruned: the bucket also holds uploads);
 * - on stages that publish them (dev), the six sample discount codes, through a custom resource
 *   that runs the same repository function as the local seed and leaves existing codes alone;
 *   prod gets none (real codes are created by the admins).
 * The first admin is not seeded: her password must not live in the template (README "Deploying").
 */
export class SeedData extends Construct {
  constructor(scope: Construct, id: string, props: SeedDataProps) {
    super(scope, id);

    const pdfs = new BucketDeployment(this, 'ResourcePdfs', {
      sources: [
        Source.asset(path.join(repoRoot, 'infra/resources'), {
          assetHashType: AssetHashType.OUTPUT,
          bundling: {
            image: DockerImage.fromRegistry('herway/local-pdf-lib-only'),
            command: ['infra/lib/write-resource-objects.ts'],
            local: {
              tryBundle(outputDir: string): boolean {
                runTypeScript(path.join(repoRoot, 'infra/lib/write-resource-objects.ts'), [outputDir]);
                return true;
              },
            },
          },
        }),
      ],
      destinationBucket: props.contentBucket,
      prune: false,
      retainOnDelete: true,
      memoryLimit: 512,
    });
    acknowledgeBucketDeploymentHandler(pdfs, props.contentBucket);

    if (!props.sampleDiscountCodes) return;
    const seeder = new HerwayFunction(this, 'DiscountCodes', {
      entry: seedDiscountCodesEntry,
      description: `HerWay ${props.stage}: adds the seed discount codes that are missing (custom resource)`,
      environment: props.environment,
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
      timeout: CONSUMER_TIMEOUT,
      memorySize: 256,
    });
    bindAccess(seeder, seedAccess, { table: props.table });
    new CustomResource(this, 'SeedDiscountCodes', {
      serviceToken: seeder.function.functionArn,
      resourceType: 'Custom::SeedDiscountCodes',
      // A code added to the catalog changes this list, and so runs the seeder again.
      properties: { codes: seedDiscounts.map((discount) => discount.code).sort() },
    });
  }
}
