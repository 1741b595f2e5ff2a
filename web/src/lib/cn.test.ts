import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('skips falsy names and lets a later class win over an earlier one of the same property', () => {
    expect(cn('px-4', false, null, undefined, 'py-2')).toBe('px-4 py-2');
    expect(cn('inline-flex whitespace-nowrap px-4', 'whitespace-normal px-2')).toBe('inline-flex whitespace-normal px-2');
    expect(cn('bg-plum-700 text-white', 'bg-white')).toBe('text-white bg-white');
  });
});
