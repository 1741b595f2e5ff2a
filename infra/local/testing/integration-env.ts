import { inject } from 'vitest';

// Tests that call adapters or handlers directly talk to the same emulators as the gateway.
Object.assign(process.env, inject('stackEnv'));
