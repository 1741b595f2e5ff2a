// One cold start, in a fresh Node process: import a bundled handler and call it once.
// argv: <bundle .mjs> <event JSON> <function name>. Prints one JSON line on stdout and exits.
// performance.now() counts from this process's start (performance.timeOrigin), so `totalMs`
// includes Node's own start-up as well as the import and the first call.
import { pathToFileURL } from 'node:url';
import { lambdaContext, replyStatusCode, requestIdOf } from '../local/lambda-context.mjs';

const [bundle, eventJson, functionName] = process.argv.slice(2);
const event = JSON.parse(eventJson);
const context = lambdaContext({
  functionName,
  memoryLimitInMB: '512',
  awsRequestId: requestIdOf(event),
  logStreamName: 'bench',
  getRemainingTimeInMillis: () => 29_000,
});

const importStart = performance.now();
const { handler } = await import(pathToFileURL(bundle).href);
const importEnd = performance.now();
const result = await handler(event, context);
const callEnd = performance.now();

const statusCode = replyStatusCode(result);
process.stdout.write(
  `${JSON.stringify({ startupMs: importStart, importMs: importEnd - importStart, firstCallMs: callEnd - importEnd, totalMs: callEnd, statusCode })}\n`,
);
// Lambda freezes the process once the reply is out; open keep-alive sockets would hold this one.
process.exit(0);
