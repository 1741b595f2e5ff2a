/**
 * Stands in for `@aws-sdk/endpoint-cache` in the Lambda bundles (lambda-bundling.ts). The DynamoDB
 * client still makes an endpoint-discovery cache (an LRU from mnemonist, 7.5 KB of every bundle),
 * but no DynamoDB command of this SDK discovers endpoints, so nothing is ever put in it. This one
 * keeps nothing: every lookup misses, which is what endpoint discovery expects of a cold cache.
 */
export class EndpointCache {
  getEndpoint(_key: string): string | undefined {
    return undefined;
  }

  get(_key: string): undefined {
    return undefined;
  }

  set(_key: string, _endpoints: readonly unknown[]): void {}

  delete(_key: string): void {}

  has(_key: string): boolean {
    return false;
  }

  clear(): void {}
}
