// The load generator, in its own process so that it does not share an event loop (or a core's
// time slices, more than it must) with the gateway it measures.
// argv: <options JSON> for autocannon. Prints the figures the benchmark reads as one JSON line.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2]);
const result = await autocannon({ ...options, renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
process.stdout.write(
  `${JSON.stringify({
    latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)])),
    durationSeconds: result.duration,
  })}\n`,
);
