import { Duration } from 'aws-cdk-lib';
import type { RemovalPolicy } from 'aws-cdk-lib';
import { Bucket, HttpMethods } from 'aws-cdk-lib/aws-s3';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { CONTENT_PREFIXES } from '../domains/content-prefixes';
import { PRIVATE_BUCKET } from './access-logs';

/** The tag a course upload carries until it is confirmed (functions/src/content/pending-uploads.ts). */
export const PENDING_UPLOAD_TAG = { 'herway-upload': 'pending' } as const;

/** Days an admin's CSV export, and an upload never confirmed, are kept (a lifecycle rule's least). */
export const SHORT_LIVED_DAYS = 1;

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
 * PUT to a presigned URL with the Content-Type (and pending tag) that was signed, and GET (a video
 * with its captions track, a transcript) with a presigned link.
 * Lifecycle rules delete what is only passing through: CSV exports (`exports/`, handed out as a
 * 5-minute link) and course uploads never confirmed (still tagged pending) after a day.
 */
export class ContentStorage extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: ContentStorageProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      ...PRIVATE_BUCKET,
      versioned: props.versioned,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'content-bucket/',
      cors: [
        {
          allowedMethods: [HttpMethods.PUT],
          allowedOrigins: [...props.siteOrigins],
          allowedHeaders: ['Content-Type', 'x-amz-tagging'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
        // A video's captions track loads cross-origin, so its video is fetched in CORS mode too (with Range).
        {
          allowedMethods: [HttpMethods.GET, HttpMethods.HEAD],
          allowedOrigins: [...props.siteOrigins],
          allowedHeaders: ['Range'],
          exposedHeaders: ['Content-Range', 'Content-Length', 'Accept-Ranges'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { id: 'ExportsExpire', prefix: CONTENT_PREFIXES.exports, expiration: Duration.days(SHORT_LIVED_DAYS) },
        { id: 'UnconfirmedUploadsExpire', prefix: CONTENT_PREFIXES.courseContent, tagFilters: PENDING_UPLOAD_TAG, expiration: Duration.days(SHORT_LIVED_DAYS) },
        { id: 'UnsetMentorPhotosExpire', prefix: CONTENT_PREFIXES.mentorPhotos, tagFilters: PENDING_UPLOAD_TAG, expiration: Duration.days(SHORT_LIVED_DAYS) },
        ...(props.versioned ? [{ noncurrentVersionExpiration: Duration.days(30) }] : []),
      ],
      removalPolicy: props.removalPolicy,
    });
  }
}
