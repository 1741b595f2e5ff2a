// Makes cognito-local tell the local stack each code it would send, at once and in a form meant
// for a program. cognito-local only logs a box for people (consoleMessageSender.js) through its
// pino logger, whose output reached the stack late now and then: a password-reset code waited
// until cognito-local's next log line, 30 seconds in one test run. Here each delivery is also
// written synchronously to stdout as one line, `HERWAY_CODE_DELIVERY {json}` (cognito-mail.ts).
const fs = require('node:fs');
const path = require('node:path');

const senderPath = require.resolve('cognito-local/lib/services/messageDelivery/consoleMessageSender.js', {
  paths: [path.dirname(require.resolve('cognito-local/package.json'))],
});
const { ConsoleMessageSender } = require(senderPath);

const MARK = 'HERWAY_CODE_DELIVERY';
const printBox = ConsoleMessageSender.prototype.sendToConsole;

ConsoleMessageSender.prototype.sendToConsole = function (ctx, user, destination, message) {
  // The request's logger carries the Cognito operation (ForgotPassword, SignUp...) as `target`.
  const operation = ctx.logger?.bindings?.().target ?? 'Unknown';
  const delivery = { operation, username: user.Username, destination, code: message.__code };
  fs.writeSync(1, `${MARK} ${JSON.stringify(delivery)}\n`);
  return printBox.call(this, ctx, user, destination, message);
};

module.exports = { MARK };
