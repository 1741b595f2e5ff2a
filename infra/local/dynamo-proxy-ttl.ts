import type { RwLock } from './dynamo-proxy-lock';
import { saveTtlState, validationError, type Json, type TtlState } from './dynamo-proxy-wire';

/**
 * UpdateTimeToLive and DescribeTimeToLive, which dynalite lacks: the setting is kept in a JSON
 * file and reported back (dynalite never expires items). Unlike DynamoDB, enabling an enabled TTL
 * again is accepted, so local setup can be re-run.
 */
export function timeToLive(context: { keySchema: (table: unknown) => Promise<string[]>; lock: RwLock; statePath: string; state: TtlState }) {
  const { keySchema, lock, statePath, state } = context;
  return {
    async update(input: Json): Promise<Json> {
      const spec = input.TimeToLiveSpecification as { AttributeName?: unknown; Enabled?: unknown } | undefined;
      if (typeof spec?.AttributeName !== 'string' || typeof spec.Enabled !== 'boolean') {
        throw validationError('TimeToLiveSpecification needs AttributeName and Enabled');
      }
      await keySchema(input.TableName); // ResourceNotFoundException for an unknown table
      const setting = { AttributeName: spec.AttributeName, Enabled: spec.Enabled };
      // Exclusive: writes to the TTL file are serialized.
      await lock.run(true, async () => {
        state[input.TableName as string] = setting;
        await saveTtlState(statePath, state);
      });
      return { TimeToLiveSpecification: setting };
    },

    async describe(input: Json): Promise<Json> {
      await keySchema(input.TableName);
      const ttl = state[input.TableName as string];
      return {
        TimeToLiveDescription: ttl?.Enabled ? { TimeToLiveStatus: 'ENABLED', AttributeName: ttl.AttributeName } : { TimeToLiveStatus: 'DISABLED' },
      };
    },
  };
}
