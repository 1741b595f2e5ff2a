import * as z from '@herway/shared/zod';
import { config } from './config';
import { logger } from './logger';

/**
 * Where a reply that does not match its schema fails the request (a loud 500, so a test or a
 * developer sees it at once). Deployed stages (dev, prod) log an error and send the reply as it
 * is: the family still gets her answer, and the log names the handler and the fields.
 */
const FAILING_STAGES = new Set(['local', 'test']);

/**
 * Checks a success reply's JSON, as it will be sent, against the route's reply schema (the one the
 * web app parses it with). Error replies (4xx, 5xx) have their own shape and are not checked.
 */
export function checkReply(handler: string, schema: z.core.$ZodType, statusCode: number, json: string): void {
  if (statusCode >= 400 || json === '') return;
  const result = z.safeParse(schema, JSON.parse(json));
  if (result.success) return;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(the reply)'}: ${issue.message}`);
  if (FAILING_STAGES.has(config().STAGE)) throw new Error(`The reply of ${handler} does not match its schema: ${problems.join('; ')}`);
  logger.error('Reply does not match its schema', { handler, statusCode, problems });
}
