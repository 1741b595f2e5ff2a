import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNoIndex } from './use-no-index';

const robotsTags = () => [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="robots"]')];

describe('useNoIndex', () => {
  afterEach(() => {
    for (const tag of robotsTags()) tag.remove();
  });

  it('adds one noindex tag while mounted, however many callers, and removes it after', () => {
    const first = renderHook(() => useNoIndex());
    const second = renderHook(() => useNoIndex());
    expect(robotsTags().map((tag) => tag.content)).toEqual(['noindex']);
    first.unmount();
    expect(robotsTags()).toHaveLength(1);
    second.unmount();
    expect(robotsTags()).toHaveLength(0);
  });

  it("keeps the tag a page's HTML already carries (the coach's page shell) instead of adding a second", () => {
    const fromShell = Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex, nofollow' });
    document.head.append(fromShell);
    const page = renderHook(() => useNoIndex());
    expect(robotsTags()).toEqual([fromShell]);
    page.unmount();
    expect(robotsTags()).toEqual([]);
  });
});
