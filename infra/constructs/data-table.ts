import type { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Attribute } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TTL_ATTRIBUTE, tableDefinition } from '@herway/functions/kernel/store/table-definition';

/**
 * The single table (docs/architecture.md#the-single-table), built from the same definition the local stack creates its table
 * from (functions/src/kernel/store/table-definition.ts): keys, attribute types and GSI1 are
 * read from it, so the cloud and local tables cannot drift. On top: TTL on `expiresAt`,
 * point-in-time recovery and deletion protection.
 */
export class DataTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: { removalPolicy: RemovalPolicy }) {
    super(scope, id);
    const definition = tableDefinition('unused');
    const attributeType = (name: string): AttributeType => {
      const type = definition.AttributeDefinitions?.find((attribute) => attribute.AttributeName === name)?.AttributeType;
      if (type === 'S') return AttributeType.STRING;
      if (type === 'N') return AttributeType.NUMBER;
      if (type === 'B') return AttributeType.BINARY;
      throw new Error(`table-definition.ts gives attribute ${name} no type`);
    };
    const keys = (schema: { AttributeName?: string; KeyType?: string }[] | undefined) => {
      const key = (type: 'HASH' | 'RANGE'): Attribute | undefined => {
        const name = schema?.find((element) => element.KeyType === type)?.AttributeName;
        return name ? { name, type: attributeType(name) } : undefined;
      };
      const partitionKey = key('HASH');
      if (!partitionKey) throw new Error('table-definition.ts gives a key schema without a partition key');
      const sortKey = key('RANGE');
      return { partitionKey, ...(sortKey ? { sortKey } : {}) };
    };
    if (definition.BillingMode !== 'PAY_PER_REQUEST') throw new Error('The table is on-demand (PAY_PER_REQUEST)');

    this.table = new Table(this, 'Table', {
      ...keys(definition.KeySchema),
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TTL_ATTRIBUTE,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: props.removalPolicy,
    });
    for (const index of definition.GlobalSecondaryIndexes ?? []) {
      if (!index.IndexName) throw new Error('table-definition.ts has an index without a name');
      if (index.Projection?.ProjectionType !== 'ALL') throw new Error(`Index ${index.IndexName} must project ALL attributes`);
      this.table.addGlobalSecondaryIndex({ indexName: index.IndexName, ...keys(index.KeySchema), projectionType: ProjectionType.ALL });
    }
  }
}
