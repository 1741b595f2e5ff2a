import { describe, expect, it, vi } from 'vitest';

// Her dashboard's and sessions' pages check GET /api/dashboard's answer as they load: its schema
// takes the few parts it needs from their own modules, so the page does not build the admin's
// mentor, course and e-mail schemas too (a bundler keeps every `z.object(...)` of a module it
// loads: docs/lighthouse.md).
for (const contract of ['./mentors', './course', './mail']) {
  vi.doMock(contract, () => {
    throw new Error(`the dashboard's contract loaded ${contract}`);
  });
}

describe("the dashboard's contract", () => {
  it("loads without the mentors', course and mail contracts", async () => {
    await expect(import('./dashboard')).resolves.toHaveProperty('dashboardReplySchema');
  });
});
