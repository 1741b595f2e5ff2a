import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Pages and the toaster are lazy chunks: on a busy 2-core CI machine the first import of one can
// take more than testing-library's default 1 s. Waiting longer costs nothing when all is well.
configure({ asyncUtilTimeout: 5000 });

// The API client loads Zod, and the current user's schema, with the first answer it checks
// (lib/api-client.ts). Loaded once here, a test on a fake clock never waits for a module to load.
await Promise.all([import('zod/v4/core'), import('@/features/auth/api/current-user-schema')]);

// The build and lint checks under web/scripts run in Node (`@vitest-environment node`): no window.
const inBrowser = typeof window !== 'undefined';

beforeEach(() => {
  if (!inBrowser) return;
  // jsdom does not implement scrolling.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  if (inBrowser) window.localStorage.clear();
  vi.unstubAllGlobals();
});
