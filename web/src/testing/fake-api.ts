import { jsonResponse, mockFetch } from './test-utils';

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

type Answer = Response | ((body: unknown, call: number) => Response | Promise<Response>);

/**
 * A fake API: `'POST /api/purchase-course': jsonResponse(...)` or a function of the parsed body
 * and the call number. Unlisted calls answer 404. Every call is recorded.
 */
export function fakeApi(routes: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  const counts = new Map<string, number>();
  const fetchMock = mockFetch(async (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const key = `${method} ${url}`;
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    const answer = routes[key];
    if (!answer) return jsonResponse({ message: `No fake for ${key}` }, 404);
    return typeof answer === 'function' ? answer(body, count) : answer.clone();
  });
  return { calls, fetchMock, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.url}` === key) };
}
