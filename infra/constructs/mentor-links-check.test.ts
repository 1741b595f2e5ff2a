import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { describe, expect, it, vi } from 'vitest';
import { logicalId, statementsOfRole } from '../testing/synth-herway';
import type { Resources } from '../testing/synth-herway';
import { MentorLinksCheck } from './mentor-links-check';

vi.setConfig({ testTimeout: 60_000 });

/** A stack with the check and one more asset (the site's files, say) holding `siteFile`. */
function synthCheck(siteFile: string, deployId?: string) {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new Stack(app, 'Prod');
  const site = mkdtempSync(path.join(tmpdir(), 'herway-check-site-'));
  writeFileSync(path.join(site, 'index.html'), siteFile);
  new Asset(stack, 'Site', { path: site });
  const table = new Table(stack, 'Table', { partitionKey: { name: 'PK', type: AttributeType.STRING } });
  const check = new MentorLinksCheck(stack, 'MentorLinksCheck', {
    stage: 'prod',
    table,
    environment: {},
    logRetention: RetentionDays.ONE_WEEK,
    removalPolicy: RemovalPolicy.DESTROY,
    ...(deployId ? { deployId } : {}),
  });
  const resources = Template.fromStack(stack).toJSON().Resources as Resources;
  return { stack, check, resources, properties: resources[logicalId(check.resource)]?.Properties };
}

describe('the mentor links check', () => {
  it('has the same properties at every synthesis of the same release: a deploy that changes nothing shows no change', () => {
    const first = synthCheck('<title>HerWay</title>').properties;
    const second = synthCheck('<title>HerWay</title>').properties;
    expect(first).toEqual(second);
    expect(first).toMatchObject({ stage: 'prod', release: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(first).not.toHaveProperty('deployId');
  });

  it('runs again when the release changes any asset, or when a deployId forces it', () => {
    const before = synthCheck('<title>HerWay</title>').properties;
    expect(synthCheck('<title>HerWay, new</title>').properties?.release).not.toBe(before?.release);
    expect(synthCheck('<title>HerWay</title>', 'again-1').properties).toEqual({ ...before, deployId: 'again-1' });
  });

  it("may read this stack's status, to let a rollback through, and nothing else of CloudFormation", () => {
    const { check, resources } = synthCheck('<title>HerWay</title>');
    const cloudFormation = statementsOfRole(resources, logicalId(check.fn.role)).filter((statement) =>
      JSON.stringify(statement.Action).includes('cloudformation:'),
    );
    expect(cloudFormation).toEqual([{ Effect: 'Allow', Action: 'cloudformation:DescribeStacks', Resource: { Ref: 'AWS::StackId' } }]);
  });
});
