import { inject } from 'vitest';

// Tests that call adapters or handlers directly talk to the same emulators as the gateway.
Object.assign(process.env, inject('stackEnv'));

// The stack (in the runner's process) runs each handler call in an invoke-store context of its own
// (infra/local/invocation-scope.ts) and says so with AWS_LAMBDA_MAX_CONCURRENCY; this worker
// inherits the variable but has no invoke store, so Powertools would refuse to load here. A
// handler a test calls directly runs as a single invocation, as in Lambda without concurrency.
delete process.env.AWS_LAMBDA_MAX_CONCURRENCY;
