// What the e2e global setup (infra/local/testing/e2e-setup.ts) hands the browser tests.
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    e2eSesUrl: string;
    /** The started stack's handler environment, for tests that seed data through the repositories. */
    e2eStackEnv: Record<string, string>;
  }
}

export {};
