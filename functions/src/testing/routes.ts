import { routes } from '@herway/shared/routes';
import type { HandlerName, Route } from '@herway/shared/routes';

/** A handler's entry of the route table, for a test that builds a handler of its own on that route. */
export function tableRoute<const N extends HandlerName>(name: N): Extract<Route, { handler: N }> {
  const route = routes.find((candidate) => candidate.handler === name);
  if (!route) throw new Error(`Handler ${name} is not in the route table`);
  return route as Extract<Route, { handler: N }>;
}
