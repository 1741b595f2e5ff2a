import { Stack, Validations } from 'aws-cdk-lib';
import type { CfnResource } from 'aws-cdk-lib';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { BucketDeployment } from 'aws-cdk-lib/aws-s3-deployment';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag findings on the function aws-cdk-lib's BucketDeployment copies files with (one per
 * stack, shared by every deployment). Its runtime, role and policy are aws-cdk-lib's and cannot be
 * configured; it runs only during a deployment, on CloudFormation's behalf.
 */
const acknowledged = new WeakSet<IConstruct>();

export function acknowledgeBucketDeploymentHandler(deployment: BucketDeployment, destination: IBucket): void {
  const handler = deployment.handlerRole.node.scope;
  if (!handler) throw new Error('BucketDeployment has no handler function');
  const acknowledge = (id: string, reason: string) => Validations.of(handler).acknowledge({ id, reason });
  const why = "aws-cdk-lib's BucketDeployment handler, which runs only while CloudFormation deploys files";
  const bucketId = Stack.of(destination).resolve((destination.node.defaultChild as CfnResource).logicalId) as string;
  acknowledge(`AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/*]`, `${why}: it writes the deployed files into this bucket.`);
  if (acknowledged.has(handler)) return;
  acknowledged.add(handler);
  acknowledge(
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    `The CloudWatch Logs policy of ${why}; its role is not configurable.`,
  );
  acknowledge('AwsSolutions-L1', `The Python runtime of ${why} is chosen and updated by aws-cdk-lib.`);
  for (const action of ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*']) {
    acknowledge(
      `AwsSolutions-IAM5[Action::${action}]`,
      `${why}: it reads the CDK asset and syncs it into the destination bucket (the grant aws-cdk-lib makes).`,
    );
  }
  acknowledge(
    'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*]',
    `${why}: it reads the uploaded asset zip from the CDK bootstrap bucket.`,
  );
  acknowledge(
    'AwsSolutions-IAM5[Resource::*]',
    `${why}: cloudfront:CreateInvalidation and GetInvalidation have no resource-level scoping in the grant aws-cdk-lib makes.`,
  );
}
