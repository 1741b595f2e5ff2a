import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, NestedStack, Stack, Validations } from 'aws-cdk-lib';
import type { CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import { LOCAL_SUPPORT_EMAIL, SUPPORT_EMAIL_META } from '@herway/shared/support-email';
import type { IConstruct } from 'constructs';
import { HERWAY_APP_CONTEXT, addHerWayStacks } from '../lib/herway-app';
import type { HerWayStacks } from '../lib/herway-app';
import { stageConfig } from '../lib/stages';

/** A built web app of two files, so the tests never depend on web/dist. */
export function fixtureWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'herway-web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><title>HerWay</title><meta name="${SUPPORT_EMAIL_META}" content="${LOCAL_SUPPORT_EMAIL}" /><script type="module" src="/assets/app.js"></script>\n`,
  );
  writeFileSync(path.join(dir, 'assets/app.js'), 'console.log("HerWay");\n');
  return dir;
}

export interface SynthesizedHerWay {
  readonly app: App;
  readonly stacks: HerWayStacks;
  readonly assembly: CloudAssembly;
  readonly data: Template;
  readonly site: Template;
}

/**
 * The whole CDK app for a stage, synthesized the way `npm run synth` does (cdk-nag and template
 * validation included) but with bundling skipped (the `aws:cdk:bundling-stacks` context left empty): no esbuild, no pdf-lib.
 */
export function synthHerWay(context: Record<string, string> = { stage: 'dev' }): SynthesizedHerWay {
  const app = new App({ context: { ...HERWAY_APP_CONTEXT, 'aws:cdk:bundling-stacks': [] } });
  const stacks = addHerWayStacks(
    app,
    stageConfig((key) => context[key]),
    { webDist: fixtureWebDist() },
  );
  const assembly = app.synth();
  return { app, stacks, assembly, data: Template.fromStack(stacks.data), site: Template.fromStack(stacks.app) };
}

/** The logical id of a construct's CloudFormation resource (its default child, or itself). */
export function logicalId(construct: IConstruct): string {
  const element = (construct.node.defaultChild ?? construct) as CfnElement;
  return Stack.of(construct).resolve(element.logicalId) as string;
}

export type Resources = Record<string, { Type: string; Properties?: Record<string, unknown>; [key: string]: unknown }>;

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

/** Every IAM statement attached to a role (its inline policies), by the role's logical id. */
export function statementsOfRole(resources: Resources, roleId: string): Statement[] {
  return Object.values(resources)
    .filter((resource) => resource.Type === 'AWS::IAM::Policy')
    .filter((policy) => (policy.Properties?.Roles as unknown[]).some((role) => JSON.stringify(role) === JSON.stringify({ Ref: roleId })))
    .flatMap((policy) => (policy.Properties?.PolicyDocument as { Statement: Statement[] }).Statement);
}

export const actionsOf = (statement: Statement): string[] => (Array.isArray(statement.Action) ? statement.Action : [statement.Action]);

export interface NagAudit {
  /** Every AwsSolutions finding, acknowledgements ignored. */
  readonly findings: { rule: string; path: string }[];
  /** Findings no acknowledgement covers (the synth would fail on them). */
  readonly unacknowledged: { rule: string; path: string }[];
  /** Acknowledgements that cover no finding: stale, to be removed. */
  readonly unused: string[];
  readonly acknowledgements: { id: string; reason: string; at: string }[];
}

/**
 * Runs cdk-nag's AWS Solutions checks with acknowledgements ignored and matches each finding to
 * the acknowledgement that covers it (same rule id, on the resource or an ancestor construct).
 */
export function nagAudit(app: App): NagAudit {
  const pack = new AwsSolutionsChecks();
  (pack as unknown as { isAcknowledged: () => boolean }).isAcknowledged = () => false;
  const findings = pack
    .validateScope(app)
    .violations.flatMap((violation) => violation.violatingResources.map((resource) => ({ rule: violation.ruleName, path: resource.constructPath ?? '' })));
  // Stored as 'Annotation::<rule id>' (CDK's default namespace), which cdk-nag strips.
  const normalise = (id: string) => id.replace(/^(Annotation|AwsSolutions)::/i, '');
  const acknowledgements = app.node
    .findAll()
    .flatMap((construct) =>
      construct.node.metadata
        .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        .flatMap((entry) =>
          Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({ id: normalise(id), reason, at: construct.node.path })),
        ),
    )
    .filter((ack) => ack.id.startsWith('AwsSolutions-'));
  const covering = (finding: { rule: string; path: string }) =>
    acknowledgements.find((ack) => ack.id === finding.rule && (finding.path === ack.at || finding.path.startsWith(`${ack.at}/`)));
  const used = new Set(findings.map(covering));
  return {
    findings,
    unacknowledged: findings.filter((finding) => !covering(finding)),
    unused: acknowledgements.filter((ack) => !used.has(ack)).map((ack) => `${ack.at}: ${ack.id}`),
    acknowledgements,
  };
}

interface TemplateJson {
  readonly Resources: Resources;
  readonly Outputs?: Record<string, { readonly Value: unknown }>;
}

const templates = new WeakMap<Stack, TemplateJson>();

function templateOf(stack: Stack): TemplateJson {
  let template = templates.get(stack);
  if (!template) {
    template = Template.fromStack(stack).toJSON() as TemplateJson;
    templates.set(stack, template);
  }
  return template;
}

/** The resources of the stack a construct is in (a nested stack's own template, for a domain's functions). */
export function stackResources(construct: IConstruct): Resources {
  return templateOf(Stack.of(construct)).Resources;
}

/** A resource of a stack's template, with the stack it is in. */
export interface StackResource {
  readonly stack: Stack;
  readonly id: string;
  readonly resource: Resources[string];
}

/**
 * Every resource of a stack and of the stacks nested in it (the domains' stacks, in the App
 * stack), each with its properties as the top stack gives them (resolveNested): a reference to
 * the App's alarm topic or bus reads the same wherever the resource lives.
 */
export function resourcesWithNested(stack: Stack): StackResource[] {
  const nested = stack.node.findAll().filter((construct): construct is NestedStack => construct instanceof NestedStack);
  return [stack, ...nested].flatMap((owner) =>
    Object.entries(templateOf(owner).Resources).map(([id, resource]) => ({
      stack: owner,
      id,
      resource: { ...resource, ...(resource.Properties ? { Properties: resolveNested(owner, resource.Properties) as Record<string, unknown> } : {}) },
    })),
  );
}

/**
 * A value of a stack's template (`{ Ref: id }`, `{ 'Fn::GetAtt': [id, attribute] }`) as the top
 * stack sees it: a nested stack hands it up as one of its outputs, read with Fn::GetAtt on the
 * nested stack's resource.
 */
export function seenFromTop(stack: Stack, value: unknown): unknown {
  if (!(stack instanceof NestedStack) || !stack.nestedStackResource || !stack.nestedStackParent) return value;
  const [name] = Object.entries(templateOf(stack).Outputs ?? {}).find(([, output]) => JSON.stringify(output.Value) === JSON.stringify(value)) ?? [];
  if (!name) throw new Error(`${stack.node.path} hands no output ${JSON.stringify(value)} up`);
  return seenFromTop(stack.nestedStackParent, { 'Fn::GetAtt': [logicalId(stack.nestedStackResource), `Outputs.${name}`] });
}

/**
 * A value of a construct's template as its parent stack gives it: in a nested stack a reference
 * to another stack's resource is a parameter, replaced here by what the parent passes (a Ref, an
 * import), so tests compare what the function really gets wherever it lives.
 */
export function resolveNested(construct: IConstruct, value: unknown): unknown {
  const stack = Stack.of(construct);
  if (!(stack instanceof NestedStack) || !stack.nestedStackResource || !stack.nestedStackParent) return value;
  const parentResources = stackResources(stack.nestedStackParent);
  const parameters = (parentResources[logicalId(stack.nestedStackResource)]?.Properties?.Parameters ?? {}) as Record<string, unknown>;
  const walk = (inner: unknown): unknown => {
    if (Array.isArray(inner)) return inner.map(walk);
    if (inner && typeof inner === 'object') {
      const ref = (inner as { Ref?: unknown }).Ref;
      if (typeof ref === 'string' && Object.keys(inner).length === 1 && ref in parameters)
        return resolveNested(stack.nestedStackParent as Stack, parameters[ref]);
      return Object.fromEntries(Object.entries(inner).map(([key, item]) => [key, walk(item)]));
    }
    return inner;
  };
  return walk(value);
}
