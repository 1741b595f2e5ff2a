import { parse as parseQueryString } from 'node:querystring';

// Stripe's form encoding: `amount=44800&metadata[userId]=...&expand[0]=customer`.

type Json = Record<string, unknown>;

const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

function arraysFromIndices(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Json).map(([key, child]) => [key, arraysFromIndices(child)] as const);
  const isList = entries.length > 0 && entries.every(([key], index) => key === String(index));
  return isList ? entries.map(([, child]) => child) : Object.fromEntries(entries);
}

/**
 * Parses a form-encoded Stripe request body (or query) into nested objects, as Stripe reads it:
 * `metadata[userId]=a` → `{ metadata: { userId: 'a' } }`, `expand[0]=x` → `{ expand: ['x'] }`.
 */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, raw] of Object.entries(parseQueryString(body))) {
    // A repeated key: `list[]=a&list[]=b` appends each; a plain repeated key keeps its last value.
    for (const value of Array.isArray(raw) ? raw : [raw ?? '']) assign(root, key, value);
  }
  return arraysFromIndices(root) as Json;
}

function assign(root: Json, key: string, value: string): void {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) return;
  const segments = [match[1], ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '')];
  if (segments.some((segment) => UNSAFE_KEYS.has(segment))) return;
  let node: Json = root;
  for (const [index, segment] of segments.entries()) {
    const name = segment === '' ? String(Object.keys(node).length) : segment;
    if (index === segments.length - 1) {
      node[name] = value;
    } else {
      const next = node[name];
      node[name] = typeof next === 'object' && next !== null ? next : {};
      node = node[name] as Json;
    }
  }
}
