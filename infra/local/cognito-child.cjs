// Runs cognito-local as a child of the local stack and exits with it: when the parent goes away
// (even killed), its end of our stdin closes.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
// Cognito's own token behaviour where cognito-local differs (see the file).
require('./cognito-refresh-auth-time.cjs');
require('./cognito-atomic-pool-files.cjs');
require('./cognito-code-lines.cjs');
require('cognito-local/lib/bin/start.js');
