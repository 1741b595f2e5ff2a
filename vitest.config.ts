import { defineConfig } from 'vitest/config';

// Handlers' logs and metrics (EMF lines) stay out of test output; metric tests turn theirs on.
const quietHandlers = { POWERTOOLS_LOG_LEVEL: 'SILENT', POWERTOOLS_METRICS_DISABLED: 'true' };

// One runner, several projects: unit tests beside the code (node and jsdom), integration tests
// against the local emulators, browser tests in Chromium against `npm start`. `npm test` runs
// unit+web, integration and e2e as three runs: the integration stack lives in the runner's own
// process and sets its environment, which workers of the other projects would inherit.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{shared,events,functions,infra}/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts', '**/*.e2e.test.ts'],
          env: quietHandlers,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['{functions,infra}/**/*.int.test.ts'],
          globalSetup: ['./infra/local/testing/integration-setup.ts'],
          setupFiles: ['./infra/local/testing/integration-env.ts'],
          // One file at a time (as a 2-core machine runs them anyway): the files share one stack,
          // and the concurrency tests read its counters' exact changes.
          fileParallelism: false,
          env: quietHandlers,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['web/e2e/**/*.e2e.test.ts'],
          globalSetup: ['./infra/local/testing/e2e-setup.ts'],
          // One browser at a time on a 2-core machine.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
