import { Validations } from 'aws-cdk-lib';
import type { App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { AppStack } from '../stacks/app-stack';
import { DataStack } from '../stacks/data-stack';
import type { StageConfig } from './stages';

/**
 * Context every HerWay App is made with (bin/app.ts and the tests), so both synthesize alike:
 * an error that CloudFormation Validate (bundled with aws-cdk-lib) finds in a template fails the
 * synth instead of being printed as a warning; cross-stack references stay CloudFormation exports
 * (the Data stack's table, pool and client).
 */
export const HERWAY_APP_CONTEXT: Readonly<Record<string, unknown>> = {
  '@aws-cdk/core:validateAgainstDefaultRules': true,
  '@aws-cdk/core:defaultCrossStackReferences': 'strong',
};

export interface HerWayStacks {
  readonly config: StageConfig;
  readonly data: DataStack;
  readonly app: AppStack;
}

export interface HerWayAppOptions {
  /** The built web app (default web/dist). */
  readonly webDist?: string;
}

/**
 * The stage's two stacks, checked by cdk-nag's AWS Solutions rules at every synth: a finding that
 * is not acknowledged (each acknowledgement sits beside the resource it is about, with its reason)
 * fails the synth, the deploy and the tests.
 */
export function addHerWayStacks(app: App, config: StageConfig, options: HerWayAppOptions = {}): HerWayStacks {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const data = new DataStack(app, `${config.stackPrefix}-Data`, config);
  const appStack = new AppStack(app, `${config.stackPrefix}-App`, config, { data, ...(options.webDist ? { webDist: options.webDist } : {}) });
  return { config, data, app: appStack };
}
