import { startDynamo } from '../emulators';

// The local DynamoDB (dynalite on disk, with the transaction proxy and its journal) in a process of
// its own, for dynamo-proxy-crash.int.test.ts to kill -9 mid-transaction. Arguments: the data
// folder and the port; with PAUSE_AFTER_ACTION=<n> a transaction stops after its action n, says
// `paused` and waits to be killed.
const [dataDir, port] = process.argv.slice(2);
if (!dataDir || !port) throw new Error('usage: proxy-crash-child <dataDir> <port>');
const pauseAfter = process.env.PAUSE_AFTER_ACTION === undefined ? undefined : Number(process.env.PAUSE_AFTER_ACTION);

const dynamo = await startDynamo({
  dataDir,
  host: '127.0.0.1',
  port: Number(port),
  afterTransactionAction: async (index) => {
    if (index !== pauseAfter) return;
    process.stdout.write('paused\n');
    await new Promise(() => undefined);
  },
});
process.stdout.write(`ready ${dynamo.url}\n`);
