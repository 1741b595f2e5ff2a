import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../stack';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    sesUrl: string;
    stackEnv: Record<string, string>;
    adminEmail: string;
    adminPassword: string;
  }
}

/**
 * Integration tests share one local stack: every emulator on a free port, data in a temporary
 * folder, the handlers served by the local gateway exactly as `npm start` serves them.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'herway-int-'));
  const stack = await startLocalStack({
    serveWeb: false,
    overrides: {
      HERWAY_DATA_DIR: dataDir,
      PORT: 0,
      DYNAMODB_PORT: 0,
      S3_PORT: 0,
      COGNITO_PORT: 0,
      SES_PORT: 0,
      EVENTS_PORT: 0,
      SCHEDULER_PORT: 0,
      STRIPE_PORT: 0,
      // Stripe's events stay asynchronous, but quick: the tests wait for the records anyway.
      LOCAL_STRIPE_EVENT_DELAY_MS: 100,
      LOCAL_STRIPE_PROCESSING_MS: 300,
      // SES's bounces and complaints stay asynchronous too (the tests wait for the suppression).
      LOCAL_SES_FEEDBACK_DELAY_MS: 100,
      LOG_LEVEL: 'SILENT',
    },
  });
  project.provide('siteUrl', stack.urls.site);
  project.provide('sesUrl', stack.urls.ses);
  project.provide('stackEnv', stack.env);
  project.provide('adminEmail', stack.settings.ADMIN_EMAIL);
  project.provide('adminPassword', stack.settings.ADMIN_PASSWORD);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
