import { globalConfig } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import './zod-config';

describe('zod-config', () => {
  it('turns off the eval probe a strict CSP reports', () => {
    expect(globalConfig.jitless).toBe(true);
  });
});
