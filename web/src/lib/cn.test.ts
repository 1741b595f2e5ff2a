import { afterEach, describe, expect, it, vi } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('skips falsy names and lets a later class win over an earlier one of the same property', () => {
    expect(cn('px-4', false, null, undefined, 'py-2')).toBe('px-4 py-2');
    expect(cn('inline-flex whitespace-nowrap px-4', 'whitespace-normal px-2')).toBe('inline-flex whitespace-normal px-2');
    expect(cn('bg-plum-700 text-white', 'bg-white')).toBe('text-white bg-white');
  });
});

describe('startAfterClassMerging', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.doUnmock('tailwind-merge');
    vi.resetModules();
  });

  it('builds the class map in a task of its own, then starts in the next task', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    vi.resetModules();
    vi.doMock('tailwind-merge', () => ({ twMerge: (...classes: unknown[]) => order.push(`twMerge ${JSON.stringify(classes)}`) }));
    const { startAfterClassMerging: startLater } = await import('./cn');

    startLater(() => order.push('start'));
    expect(order).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(order).toEqual(['twMerge [""]']);
    vi.advanceTimersToNextTimer();
    expect(order).toEqual(['twMerge [""]', 'start']);
  });
});
