// The CDK app (cdk.json): `npm run synth` / `npm run deploy`, with `-c stage=dev|prod` (dev by default).
import { App } from 'aws-cdk-lib';
import { HERWAY_APP_CONTEXT, addHerWayStacks } from '../lib/herway-app';
import { stageConfig } from '../lib/stages';

const app = new App({ context: { ...HERWAY_APP_CONTEXT } });
addHerWayStacks(
  app,
  stageConfig((key) => app.node.tryGetContext(key)),
);
app.synth();
