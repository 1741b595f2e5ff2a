// What the integration global setup (infra/local/testing/integration-setup.ts) hands the tests.
declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    sesUrl: string;
    stackEnv: Record<string, string>;
    adminEmail: string;
    adminPassword: string;
  }
}

export {};
