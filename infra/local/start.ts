import { startLocalStack } from './stack';

/** `npm start`: HerWay on this machine until Ctrl-C. */
const started = performance.now();
const stack = await startLocalStack({ log: (line) => console.log(`  ${line}`) });
const { urls, settings } = stack;

console.log(`
HerWay is running (${Math.round(performance.now() - started)} ms)

  Site and API      ${urls.site}
  Health            ${urls.site}/api/health
  Sent e-mail       ${urls.ses}          (JSON: ${urls.ses}/store)
  Admin sign-in     ${urls.site}/admin-login   ${settings.ADMIN_EMAIL} / ${settings.ADMIN_PASSWORD}

  DynamoDB ${urls.dynamodb}   S3 ${urls.s3}   Cognito ${urls.cognito}   EventBridge ${urls.events}
  Data is kept in ${settings.HERWAY_DATA_DIR}. Press Ctrl-C to stop.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log('\nStopping HerWay...');
    stack
      .stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  });
}
