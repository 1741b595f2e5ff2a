import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it, vi } from 'vitest';
import type { MentorLinksCheck } from '../constructs/mentor-links-check';
import { checkMentorLinksEntry } from '../lib/lambda-entries';
import { analyzeBundles } from '../testing/bundle-access';
import { actionsOf, logicalId, statementsOfRole, synthHerWay } from '../testing/synth-herway';
import type { Resources, SynthesizedHerWay } from '../testing/synth-herway';

// Synthesizing, validating and bundling the app takes seconds, more on a busy 2-core CI machine:
// a generous limit guards against a hang without failing a slow but healthy run.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const PROD_CONTEXT = {
  stage: 'prod',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
  hostedZoneId: 'Z0123456789',
  alarmEmail: 'ops@herway.com',
};

/**
 * A property that names the resource itself (TableName, BucketName, LogGroupName, UserPoolName,
 * a schedule group's or secret's Name...): set in the template, the name is fixed; absent,
 * CloudFormation makes one up.
 */
const isNameProperty = (key: string) => key === 'Name' || key.endsWith('Name');

const prod = synthHerWay(PROD_CONTEXT);
const dev = synthHerWay({ stage: 'dev' });

/** Every resource of every template of the stage (its stacks and their nested stacks), as `stack/logical id`. */
function resourcesOf({ app }: SynthesizedHerWay): { stacks: Stack[]; resources: [string, Resources[string]][] } {
  const stacks = app.node.findAll().filter((construct): construct is Stack => Stack.isStack(construct));
  const resources = stacks.flatMap((stack) =>
    Object.entries(Template.fromStack(stack).toJSON().Resources as Resources).map(
      ([id, resource]) => [`${stack.node.path}/${id}`, resource] as [string, Resources[string]],
    ),
  );
  return { stacks, resources };
}

describe.each([
  ['prod', prod],
  ['dev', dev],
])('a failed first deploy of %s', (_stage, synthesized) => {
  const { stacks, resources } = resourcesOf(synthesized);

  it('leaves nothing behind that the retry would fail on: no resource has a fixed name and DeletionPolicy Retain', () => {
    // A retained resource outlives a rolled-back create; with a fixed name the next create of it fails ("already exists").
    // RetainExceptOnCreate deletes it when the deploy that created it rolls back, and keeps it on any later delete.
    expect(stacks.length).toBeGreaterThan(2);
    const stuck = resources
      .filter(([, resource]) => resource.DeletionPolicy === 'Retain')
      .flatMap(([id, resource]) =>
        Object.keys(resource.Properties ?? {})
          .filter(isNameProperty)
          .map((key) => `${id} (${resource.Type}) ${key}`),
      );
    expect(stuck).toEqual([]);
  });
});

describe('the session reminders schedule group', () => {
  it('keeps its fixed name on prod and is kept on delete and update, but removed when the deploy that created it rolls back', () => {
    const { stacks } = prod;
    const group = Template.fromStack(stacks.app).toJSON().Resources[logicalId(stacks.app.sessionMessages.group)] as Resources[string];
    expect(group).toMatchObject({
      Type: 'AWS::Scheduler::ScheduleGroup',
      Properties: { Name: 'herway-prod-session-messages' },
      DeletionPolicy: 'RetainExceptOnCreate',
      UpdateReplacePolicy: 'Retain',
    });
  });
});

describe('the mentor links check of prod', () => {
  const checkOf = ({ stacks }: SynthesizedHerWay) => stacks.app.node.findChild('MentorLinksCheck') as MentorLinksCheck;
  const propertiesOf = (synthesized: SynthesizedHerWay) =>
    (synthesized.site.toJSON().Resources as Resources)[logicalId(checkOf(synthesized).resource)]?.Properties;

  it('has the same properties at two syntheses of the same release, so a deploy that changes nothing does not run it', () => {
    const again = synthHerWay(PROD_CONTEXT);
    expect(propertiesOf(prod)).toMatchObject({ stage: 'prod', release: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(propertiesOf(again)).toEqual(propertiesOf(prod));
    expect(propertiesOf(synthHerWay({ ...PROD_CONTEXT, deployId: 'rerun-1' }))).toEqual({ ...propertiesOf(prod), deployId: 'rerun-1' });
  });

  it("grants its function exactly what its bundle calls: reading the table, and this stack's status", async () => {
    const use = (await analyzeBundles([checkMentorLinksEntry])).get(checkMentorLinksEntry.name);
    expect(use).toMatchObject({ table: 'read', actions: new Set(['cloudformation:DescribeStacks']) });
    const fn = checkOf(prod).fn;
    const statements = statementsOfRole(prod.site.toJSON().Resources as Resources, logicalId(fn.role));
    const describe = statements.filter((statement) => actionsOf(statement).some((action) => action.startsWith('cloudformation:')));
    expect(describe).toEqual([{ Effect: 'Allow', Action: 'cloudformation:DescribeStacks', Resource: { Ref: 'AWS::StackId' } }]);
  });
});
