import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTL_WARM_MARK, warmIntlOffMainThread } from './intl-warmup';

afterEach(() => {
  vi.unstubAllGlobals();
  performance.clearMarks();
});

describe('warmIntlOffMainThread', () => {
  it('starts its module worker and marks the page once the worker has used Intl', () => {
    const started: { url: string; options?: WorkerOptions }[] = [];
    const listeners: (() => void)[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL, options?: WorkerOptions) {
          started.push({ url: String(url), options });
        }
        addEventListener(_type: string, listener: () => void) {
          listeners.push(listener);
        }
      },
    );
    warmIntlOffMainThread();
    expect(started).toEqual([{ url: expect.stringContaining('intl-warmup.worker'), options: { type: 'module' } }]);
    expect(performance.getEntriesByName(INTL_WARM_MARK)).toHaveLength(0);
    for (const listener of listeners) listener();
    expect(performance.getEntriesByName(INTL_WARM_MARK)).toHaveLength(1);
  });

  it('leaves the page to render when the browser refuses the worker', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new TypeError('module workers are not supported');
        }
      },
    );
    expect(() => warmIntlOffMainThread()).not.toThrow();
  });
});
