import { type DynamoCall, validationError, type Json } from './dynamo-proxy-wire';

// The actions of a TransactWriteItems request, resolved to the item each touches: its table, its
// key (by the table's key schema, read once from dynalite) and an identity naming the item.

const MAX_TRANSACTION_ITEMS = 100;

export const WRITE_KINDS = ['Put', 'Update', 'Delete', 'ConditionCheck'] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

export interface Action {
  kind: WriteKind;
  params: Json;
  table: string;
  key: Json;
  /** Table and key values: two actions with one identity touch one item. */
  identity: string;
}

/** Each table's key attribute names, as DescribeTable answers them. */
export class KeySchemas {
  private readonly schemas = new Map<string, string[]>();

  constructor(private readonly call: DynamoCall) {}

  async of(tableName: unknown): Promise<string[]> {
    if (typeof tableName !== 'string') throw validationError('TableName is required');
    let schema = this.schemas.get(tableName);
    if (!schema) {
      const { Table } = (await this.call('DescribeTable', { TableName: tableName })) as {
        Table: { KeySchema: { AttributeName: string }[] };
      };
      schema = Table.KeySchema.map((k) => k.AttributeName);
      this.schemas.set(tableName, schema);
    }
    return schema;
  }

  /** Table changes may alter a key schema: forget the cached ones. */
  clear(): void {
    this.schemas.clear();
  }
}

/** Resolves each action's table, key and an identity used to reject two actions on one item. */
export async function describeActions(items: unknown, keySchemas: KeySchemas): Promise<Action[]> {
  if (!Array.isArray(items) || items.length < 1 || items.length > MAX_TRANSACTION_ITEMS) {
    throw validationError(
      `1 validation error detected: Value at 'transactItems' failed to satisfy constraint: ` + `Member must have length between 1 and ${MAX_TRANSACTION_ITEMS}`,
    );
  }
  const actions: Action[] = [];
  const seen = new Set<string>();
  for (const item of items as Json[]) {
    const present = WRITE_KINDS.filter((k) => item?.[k] !== undefined);
    const kind = present[0];
    if (present.length !== 1 || kind === undefined) {
      throw validationError(`Each transaction item must contain exactly one of ${WRITE_KINDS.join(', ')}`);
    }
    const params = item[kind] as Json;
    const schema = await keySchemas.of(params.TableName);
    const source = (kind === 'Put' ? params.Item : params.Key) as Json | undefined;
    const key = Object.fromEntries(schema.map((name) => [name, source?.[name]]));
    const identity = JSON.stringify([params.TableName, ...schema.map((name) => key[name])]);
    if (seen.has(identity)) {
      throw validationError('Transaction request cannot include multiple operations on one item');
    }
    seen.add(identity);
    actions.push({ kind, params, table: params.TableName as string, key, identity });
  }
  return actions;
}
