import * as z from '@herway/shared/zod';
import { expect } from 'vitest';

/**
 * Walks a list one item per page from the newest, until every wanted id was seen. Other test files
 * add records meanwhile, so the walk checks the order rather than exact positions.
 */
export async function walkList<T extends { id: string }>(
  siteUrl: string,
  cookie: string,
  path: string,
  schema: z.core.$ZodType<{ items: T[]; nextCursor?: string | undefined }>,
  wanted: string[],
): Promise<T[]> {
  const seen: T[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 200; page += 1) {
    const response = await fetch(`${siteUrl}${path}?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const body = z.parse(schema, await response.json());
    expect(body.items.length).toBeLessThanOrEqual(1);
    seen.push(...body.items);
    if (wanted.every((id) => seen.some((item) => item.id === id))) return seen;
    expect(body.nextCursor, `${path} ended before ${wanted.join(', ')}`).toBeDefined();
    cursor = body.nextCursor;
  }
  throw new Error(`${path}: ${wanted.join(', ')} not found in 200 pages`);
}

/** The items' createdAt times run from the newest down. */
export const expectNewestFirst = (items: { createdAt: string }[]) => {
  const times = items.map((item) => item.createdAt);
  expect(times).toEqual([...times].sort().reverse());
};
