import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { MockInstance } from 'vitest';

// Counting a handler's DynamoDB requests (docs/decisions/performance-budgets.md): its page's own reads and writes, apart from
// the session check every authenticated request makes (functions/src/kernel/auth/session-repo.ts).

const isSessionCheck = (command: unknown) => command instanceof BatchGetCommand && JSON.stringify(command.input.RequestItems ?? {}).includes('"REVOKED#');

/** The commands a spied `send` received for the page itself. */
export function pageRequests(send: MockInstance): unknown[] {
  return send.mock.calls.map(([command]) => command as unknown).filter((command) => !isSessionCheck(command));
}

/** The session checks among them: one per request whose token was not checked in the last seconds. */
export function sessionChecks(send: MockInstance): unknown[] {
  return send.mock.calls.map(([command]) => command as unknown).filter(isSessionCheck);
}
