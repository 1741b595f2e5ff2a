// Warm-request cost of one bundled handler, in its own Node process (so that the emulators, which
// run in the benchmark's process, are not counted): import the bundle, call it `warmup` times,
// then `calls` times more, reading process.cpuUsage() after each of those. Each DynamoDB request the
// handler sends is counted by its X-Amz-Target (the SDK's node-http-handler calls http.request).
// argv: <bundle .mjs> <event JSON, or a JSON array of events taken in turn> <function name> <warmup> <calls>.
// Prints one JSON line and exits.
import http from 'node:http';
import { syncBuiltinESMExports } from 'node:module';
import { pathToFileURL } from 'node:url';
import { lambdaContext, replyStatusCode, requestIdOf } from '../local/lambda-context.mjs';

const [bundle, eventJson, functionName, warmupText, callsText] = process.argv.slice(2);
const parsed = JSON.parse(eventJson);
const events = Array.isArray(parsed) ? parsed : [parsed];
const [warmup, calls] = [Number(warmupText), Number(callsText)];

let dynamoTargets = [];
const sendRequest = http.request;
http.request = function countedRequest(...args) {
  const headers = Object.fromEntries(Object.entries(args[0]?.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
  const target = headers['x-amz-target'];
  if (typeof target === 'string' && target.startsWith('DynamoDB_')) dynamoTargets.push(target.replace(/^DynamoDB_\d+\./, ''));
  return sendRequest.apply(this, args);
};
syncBuiltinESMExports();

const context = lambdaContext({
  functionName,
  memoryLimitInMB: '1024',
  awsRequestId: 'bench',
  logStreamName: 'bench',
  getRemainingTimeInMillis: () => 29_000,
});

const { handler } = await import(pathToFileURL(bundle).href);
const statusCodes = {};
let callCount = 0;
const call = async () => {
  const event = events[callCount++ % events.length];
  const result = await handler(structuredClone(event), { ...context, awsRequestId: requestIdOf(event) });
  const statusCode = replyStatusCode(result);
  statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
};
for (let index = 0; index < warmup; index += 1) await call();

dynamoTargets = [];
const wallMs = [];
const dynamoPerCall = [];
const transactionsPerCall = [];
// Each call's CPU runs from the end of the call before, so that nothing between calls goes uncounted.
const cpuMicrosPerCall = [];
const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};
let cpuBefore = cpuMicros();
for (let index = 0; index < calls; index += 1) {
  const [started, sentBefore] = [performance.now(), dynamoTargets.length];
  await call();
  const cpuAfter = cpuMicros();
  cpuMicrosPerCall.push(cpuAfter - cpuBefore);
  cpuBefore = cpuAfter;
  wallMs.push(performance.now() - started);
  dynamoPerCall.push(dynamoTargets.length - sentBefore);
  transactionsPerCall.push(dynamoTargets.slice(sentBefore).filter((target) => target === 'TransactWriteItems').length);
}
const operations = {};
for (const target of dynamoTargets) operations[target] = (operations[target] ?? 0) + 1;
process.stdout.write(`${JSON.stringify({ calls, cpuMicrosPerCall, wallMs, dynamoPerCall, transactionsPerCall, dynamoOperations: operations, statusCodes })}\n`);
// Lambda freezes the process once the reply is out; open keep-alive sockets would hold this one.
process.exit(0);
