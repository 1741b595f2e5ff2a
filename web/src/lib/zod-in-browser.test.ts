import { globalConfig } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import '@herway/shared/zod';

describe('@herway/shared/zod in a browser', () => {
  it('turns off the eval probe a strict CSP reports, before any schema parses', () => {
    expect(globalConfig.jitless).toBe(true);
  });
});
