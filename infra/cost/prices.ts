/**
 * AWS list prices, us-east-1, on-demand, in US dollars, as published on each service's pricing
 * page (aws.amazon.com/<service>/pricing/) and known to us in 2025-2026. Written from memory of
 * those pages, not fetched at run time: check them before relying on a figure. Each constant names
 * its page and the date the figure was last checked. Monthly fees are for a 730-hour month.
 */

/** Lambda, arm64 (the template's architecture): aws.amazon.com/lambda/pricing/, checked 2026-01. */
export const LAMBDA_ARM_PER_GB_SECOND = 0.0000133334;
/** Lambda, x86_64, first 6 billion GB-s a month: same page. */
export const LAMBDA_X86_PER_GB_SECOND = 0.0000166667;
/** Lambda requests, either architecture: $0.20 per million, same page. */
export const LAMBDA_PER_REQUEST = 0.2 / 1e6;

/** API Gateway HTTP API, first 300 million a month: $1.00 per million; aws.amazon.com/api-gateway/pricing/, 2026-01. */
export const HTTP_API_PER_REQUEST = 1.0 / 1e6;

/** CloudFront pay-as-you-go, United States/Europe (PriceClass_100): aws.amazon.com/cloudfront/pricing/, 2026-01. */
export const CLOUDFRONT_PER_GB_OUT = 0.085;
/** HTTPS requests: $0.0100 per 10,000 (United States). */
export const CLOUDFRONT_PER_HTTPS_REQUEST = 0.01 / 10_000;
/** CloudFront Functions: $0.10 per million invocations. */
export const CLOUDFRONT_FUNCTION_PER_INVOCATION = 0.1 / 1e6;

/** AWS WAF: $5.00 per web ACL a month, $1.00 per rule (a managed rule group counts as one), $0.60 per million requests; aws.amazon.com/waf/pricing/, 2026-01. */
export const WAF_PER_WEB_ACL_MONTH = 5.0;
export const WAF_PER_RULE_MONTH = 1.0;
export const WAF_PER_REQUEST = 0.6 / 1e6;

/**
 * DynamoDB on-demand (prices cut by half on 2024-11-01): $0.625 per million write request units,
 * $0.125 per million read request units; storage $0.25 per GB-month; continuous backups (PITR)
 * $0.20 per GB-month; aws.amazon.com/dynamodb/pricing/on-demand/, 2026-01.
 */
export const DYNAMODB_PER_WRITE_UNIT = 0.625 / 1e6;
export const DYNAMODB_PER_READ_UNIT = 0.125 / 1e6;
export const DYNAMODB_PER_GB_MONTH = 0.25;
export const DYNAMODB_PITR_PER_GB_MONTH = 0.2;

/** S3 Standard: $0.023 per GB-month (first 50 TB), PUT/POST/LIST $0.005 per 1,000, GET $0.0004 per 1,000; aws.amazon.com/s3/pricing/, 2026-01. */
export const S3_PER_GB_MONTH = 0.023;
export const S3_PER_PUT = 0.005 / 1000;
export const S3_PER_GET = 0.0004 / 1000;
/** Data out from S3 to the internet (presigned downloads), first 10 TB: $0.09 per GB; aws.amazon.com/s3/pricing/, 2026-01. */
export const S3_PER_GB_OUT = 0.09;

/** SES outbound e-mail: $0.10 per 1,000 messages; aws.amazon.com/ses/pricing/, 2026-01. */
export const SES_PER_EMAIL = 0.1 / 1000;

/**
 * Cognito user pools by feature plan, per monthly active user: Lite $0.0055 and Essentials
 * $0.015 (first 10,000 MAU free on either, for every account), Plus $0.02 with NO free tier;
 * aws.amazon.com/cognito/pricing/, 2026-01.
 */
export const COGNITO_PER_MAU: Readonly<Record<string, number>> = { LITE: 0.0055, ESSENTIALS: 0.015, PLUS: 0.02 };
export const COGNITO_FREE_MAU: Readonly<Record<string, number>> = { LITE: 10_000, ESSENTIALS: 10_000, PLUS: 0 };

/** Secrets Manager: $0.40 per secret a month, $0.05 per 10,000 API calls; aws.amazon.com/secrets-manager/pricing/, 2026-01. */
export const SECRET_PER_MONTH = 0.4;
export const SECRETS_PER_API_CALL = 0.05 / 10_000;

/** EventBridge custom events: $1.00 per million (64 KB chunks); aws.amazon.com/eventbridge/pricing/, 2026-01. */
export const EVENTBRIDGE_PER_EVENT = 1.0 / 1e6;
/** EventBridge Scheduler: $1.00 per million invocations after 14 million free a month; same page. */
export const SCHEDULER_PER_INVOCATION = 1.0 / 1e6;

/** SQS standard: $0.40 per million requests; aws.amazon.com/sqs/pricing/, 2026-01. */
export const SQS_PER_REQUEST = 0.4 / 1e6;
/** SNS e-mail notifications: $2.00 per 100,000; aws.amazon.com/sns/pricing/, 2026-01. */
export const SNS_PER_EMAIL = 2.0 / 100_000;

/**
 * CloudWatch: $0.10 a month per standard-resolution alarm metric (an alarm on metric math pays for
 * each metric it reads, so merging alarms into one expression saves nothing); logs ingestion $0.50
 * per GB, storage $0.03 per GB-month (billed on the compressed size); aws.amazon.com/cloudwatch/pricing/, 2026-01.
 */
export const CLOUDWATCH_PER_ALARM_MONTH = 0.1;
/** A dashboard $3.00 a month; a custom metric $0.30 a month (first 10,000; the embedded metric format's too); same page, 2026-01. */
export const CLOUDWATCH_PER_DASHBOARD_MONTH = 3.0;
export const CLOUDWATCH_PER_CUSTOM_METRIC_MONTH = 0.3;
/** X-Ray: $5.00 per million traces recorded; aws.amazon.com/xray/pricing/, 2026-01. */
export const XRAY_PER_TRACE_RECORDED = 5.0 / 1e6;
export const LOGS_PER_GB_INGESTED = 0.5;
export const LOGS_PER_GB_STORED_MONTH = 0.03;

/**
 * AWS Budgets: a budget without actions costs nothing ($0.00 per budget-day, "Budget
 * Notifications" in the AWS Price List's AWSBudgets offer, effective 2020-10-01); only
 * action-enabled budgets are billed, $0.10 a day past 62 budget-days a month. The user guide's
 * "first two budgets free, then $0.02 a day" is the pricing before October 2020.
 * aws.amazon.com/aws-cost-management/aws-budgets/pricing/, checked 2026-11.
 */
export const BUDGET_WITHOUT_ACTIONS_PER_DAY = 0;

/** Route 53: $0.50 per hosted zone a month (first 25); alias queries to CloudFront are free; aws.amazon.com/route53/pricing/, 2026-01. */
export const ROUTE53_PER_HOSTED_ZONE_MONTH = 0.5;

/**
 * The AWS Free Tier offers that never expire (every month, once per account, or once per AWS
 * Organization under consolidated billing: prod and dev share them). The 12-month offers (HTTP
 * API 1M calls, S3 5 GB, SES 3,000 messages) are not counted: a long-lived account has used them
 * up. Source: aws.amazon.com/free/, 2026-01.
 */
export const ALWAYS_FREE = {
  lambdaRequests: 1_000_000,
  lambdaGbSeconds: 400_000,
  cloudfrontRequests: 10_000_000,
  cloudfrontGbOut: 1024,
  cloudfrontFunctionInvocations: 2_000_000,
  dynamodbGbStored: 25,
  sqsRequests: 1_000_000,
  snsEmails: 1000,
  /** Alarm metrics. */
  cloudwatchAlarms: 10,
  cloudwatchDashboards: 3,
  customMetrics: 10,
  xrayTracesRecorded: 100_000,
  /** 5 GB of log data a month (ingestion and archive storage together). */
  logsGb: 5,
  schedulerInvocations: 14_000_000,
  /** 100 GB a month of data out to the internet from the regional services (S3 here). */
  internetGbOut: 100,
} as const;
