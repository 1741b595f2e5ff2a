import { describe, expect, it, vi } from 'vitest';
import { visitorQueryOptions } from './visitor-query-options';

describe('visitorQueryOptions', () => {
  it('asks with the query signal, keeps the answer for staleTime and never retries', async () => {
    const ask = vi.fn(async () => 'answer');
    const options = visitorQueryOptions(['/api/who'] as const, ask, 1_000);
    expect(options).toMatchObject({ queryKey: ['/api/who'], staleTime: 1_000, retry: false });

    const { signal } = new AbortController();
    const queryFn = options.queryFn as (context: { signal: AbortSignal }) => Promise<string>;
    await expect(queryFn({ signal })).resolves.toBe('answer');
    expect(ask).toHaveBeenCalledWith({ signal });
  });
});
