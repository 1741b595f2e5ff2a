import { Duration } from 'aws-cdk-lib';
import type { RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** Key prefixes of the content bucket: the free resource PDFs and the admins' course uploads. */
export const CONTENT_PREFIXES = { resources: 'resources/', courseContent: 'content/', mentorPhotos: 'mentors/' } as const;

export interface ContentStorageProps {
  readonly removalPolicy: RemovalPolicy;
  readonly accessLogs: IBucket;
  /** The site's origins: the admin's browser PUTs uploads straight to the bucket from there. */
  readonly siteOrigins: readonly string[];
  /** Keep replaced and deleted files for a month (prod); without it a dev bucket can simply be emptied. */
  readonly versioned: boolean;
}

/**
 * The private content bucket: free resource PDFs under `resources/`, course files under
 * `content/<courseId>/`. Nothing is public; the API hands out presigned links. CORS lets the site
 * PUT to a presigned URL with the Content-Type that was signed, and nothing else.
 */
export class ContentStorage extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: ContentStorageProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: props.versioned,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'content-bucket/',
      cors: [
        {
          allowedMethods: [HttpMethods.PUT],
          allowedOrigins: [...props.siteOrigins],
          allowedHeaders: ['Content-Type'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        ...(props.versioned ? [{ noncurrentVersionExpiration: Duration.days(30) }] : []),
      ],
      removalPolicy: props.removalPolicy,
    });
  }
}
