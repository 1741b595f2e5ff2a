import { describe, expect, it, vi } from 'vitest';

// Every signed-in page loads the page guard, which asks whether she is an admin. Building the admin
// pages' schemas with it cost each of those pages ~20 ms of script on load (~80 ms at 4x CPU:
// docs/lighthouse.md), so its question's schema is a module of its own.
vi.mock('@herway/shared/contracts/admin', () => {
  throw new Error("the page guard loaded the admin pages' contracts");
});

describe('the page guard', () => {
  it("loads without the admin pages' contracts", async () => {
    await expect(import('./page-guard')).resolves.toHaveProperty('PageGuard');
  });
});
