import type { Duration } from 'aws-cdk-lib';
import type { RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { BucketProps } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** What every bucket of ours is: nothing public, encrypted at rest, reached over TLS only. */
export const PRIVATE_BUCKET = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  encryption: BucketEncryption.S3_MANAGED,
  enforceSSL: true,
} as const satisfies BucketProps;

/**
 * The bucket that receives the S3 server access logs of the content and web buckets and
 * CloudFront's standard logs. CloudFront's log delivery writes with object ACLs, hence
 * BUCKET_OWNER_PREFERRED ownership; public access stays fully blocked.
 */
export class AccessLogs extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: { removalPolicy: RemovalPolicy; expiration: Duration }) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      ...PRIVATE_BUCKET,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: props.expiration }],
      removalPolicy: props.removalPolicy,
    });
  }
}
