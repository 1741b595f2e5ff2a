import path from 'node:path';
import { s3Client } from '@herway/functions/kernel/aws-clients';
import { seedSampleCourse } from './sample-course';
import { startLocalStack } from './stack';
import { localSettings, repoRoot } from './settings';

/**
 * `npm start`: HerWay on this machine until Ctrl-C.
 * `npm run dev`: the same stack plus Vite's dev server with hot reload, proxying /api to it.
 */
const dev = process.argv.includes('--dev');
const devPort = Number(process.env.WEB_DEV_PORT ?? 5173);
const started = performance.now();
const starting = startLocalStack({
  serveWeb: !dev,
  overrides: dev ? { EXTRA_ORIGINS: [`http://localhost:${devPort}`, ...localSettings().EXTRA_ORIGINS].join(',') } : {},
  log: (line) => console.log(`  ${line}`),
});
let devServer: { close(): Promise<void> } | undefined;
stopOnSignals(async () => {
  await Promise.all([devServer?.close(), (await starting).stop()]);
});
const stack = await starting;
const { urls, settings } = stack;
// The Course Packet's Module 0 with a sample video and PDFs, released, so the player can be tried at once.
await seedSampleCourse(s3Client(), settings.CONTENT_BUCKET);

if (dev) {
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile: path.join(repoRoot, 'web/vite.config.ts'),
    root: path.join(repoRoot, 'web'),
    server: { port: devPort, strictPort: true },
  });
  await server.listen();
  devServer = server;
}

console.log(`
HerWay is running (${Math.round(performance.now() - started)} ms)

  Site and API      ${dev ? `http://localhost:${devPort}  (Vite, hot reload; API on ${urls.site})` : urls.site}
  Health            ${urls.site}/api/health
  Sent e-mail       ${urls.ses}          (JSON: ${urls.ses}/store)
  Admin sign-in     ${urls.site}/admin-login   ${settings.ADMIN_EMAIL} / ${settings.ADMIN_PASSWORD}
  Course player     ${urls.site}/course/learn   (Module 0 holds a sample video and PDFs; buy the Course Packet to open it)

  DynamoDB ${urls.dynamodb}   S3 ${urls.s3}   Cognito ${urls.cognito}   EventBridge ${urls.events}   Scheduler ${urls.scheduler} (POST /local/clock moves its clock)
  Data is kept in ${settings.HERWAY_DATA_DIR}. Press Ctrl-C to stop.
`);

/**
 * Ctrl-C (or SIGTERM) stops everything cleanly, also while it is still starting: the handlers are
 * in place from the first moment (a signal before them would end the process at once, exit 130,
 * leaving the emulators' files mid-write), and wait for the start to finish before stopping.
 */
function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      console.log('\nStopping HerWay...');
      stop()
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          console.error(error);
          process.exit(1);
        });
    });
  }
}
