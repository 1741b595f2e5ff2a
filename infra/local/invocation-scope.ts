import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';

/**
 * Every handler of the local stack runs in this one process, where Powertools' per-invocation
 * state (the logger's Lambda context, its keys and the correlation id) would be shared by requests
 * handled at once: a consumer's lines could carry a page request's correlation id. Lambda keeps
 * invocations that share an environment apart with its invoke store (when it runs several at once,
 * AWS_LAMBDA_MAX_CONCURRENCY is set and Powertools keeps its state per invocation); the local
 * stack does the same, each handler call in a context of its own.
 */
export async function enableInvocationScopes(): Promise<void> {
  const store = await InvokeStore.getInstanceAsync(true);
  // An invoke store made earlier in this process without concurrency cannot keep calls apart: leave Powertools' shared state then.
  if (!('als' in store)) return;
  process.env.AWS_LAMBDA_MAX_CONCURRENCY ??= '100';
}

/** Runs one handler call as its own invocation (see above); `requestId` is its Lambda request id. */
export async function inInvocationScope<T>(requestId: string, call: () => Promise<T>): Promise<T> {
  const store = await InvokeStore.getInstanceAsync();
  return store.run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: requestId }, call);
}
