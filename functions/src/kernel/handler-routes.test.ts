import { readFileSync } from 'node:fs';
import path from 'node:path';
import { handlerSourcePath, routes } from '@herway/shared/routes';
import { describe, expect, it } from 'vitest';

/** `method: 'GET', path: '/api/x', …` as a handler file writes its route, spaces and line breaks aside. */
function entryPattern(route: (typeof routes)[number]): RegExp {
  const fields = [`method: '${route.method}'`, `path: '${route.path}'`, `handler: '${route.handler}'`, `auth: '${route.auth}'`];
  if ('webhook' in route && route.webhook) fields.push('webhook: true');
  const escaped = fields.map((field) => field.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(`Handler\\(\\s*\\{\\s*${escaped.join(',\\s*')},?\\s*\\}`);
}

describe('each handler and its route', () => {
  it('builds the handler of each entry of the route table on that very entry', () => {
    for (const route of routes) {
      const source = readFileSync(path.join(import.meta.dirname, '..', handlerSourcePath(route.handler)), 'utf8');
      expect(source, route.handler).toMatch(entryPattern(route));
    }
  });
});
