import { sendEmail } from '../../functions/src/adapters/email';
import { passwordResetEmail } from '../../functions/src/services/account-emails';

/**
 * cognito-local sends no e-mail: it prints each code it would send in a box on its console
 * (its README, "Confirmation codes"), after the request id and the operation:
 *
 *   [1795273098070] INFO: cd3723dc ForgotPassword ╭──────────────╮
 *   │   Confirmation Code Delivery   │
 *   │   Username:    02a4042f-...     │
 *   │   Destination: a@example.com    │
 *   │   Code:        075881           │
 *   ╰──────────────╯
 *
 * The local stack reads those boxes from its output and e-mails password-reset codes through the
 * local SES, so the reset flow works end to end and the mail shows in the sent-mail viewer. In AWS
 * Cognito sends the same template itself (functions/src/services/account-emails.ts).
 */
export interface CodeDelivery {
  /** The Cognito operation that produced the code: `ForgotPassword`, `SignUp`... */
  operation: string;
  username: string;
  destination: string;
  code: string;
}

// eslint-disable-next-line no-control-regex -- the console output is colored
const ANSI_ESCAPES = /\u001b\[[0-9;]*m/g;
const BOX_START = /INFO: \S+ (\w+) ╭/;
const BOX_FIELD = /│\s*(Username|Destination|Code):\s*(\S+)\s*│/;

/**
 * A line reader for cognito-local's output: feed it chunks as they come, and it calls `onDelivery`
 * once per complete code box.
 */
export function codeDeliveryReader(onDelivery: (delivery: CodeDelivery) => void): (chunk: string) => void {
  let pending = '';
  let box: { operation: string; fields: Record<string, string> } | undefined;
  const readLine = (rawLine: string) => {
    const line = rawLine.replace(ANSI_ESCAPES, '');
    const start = BOX_START.exec(line);
    if (start?.[1]) {
      box = { operation: start[1], fields: {} };
      return;
    }
    if (!box) return;
    const field = BOX_FIELD.exec(line);
    if (field?.[1] && field[2]) box.fields[field[1]] = field[2];
    if (line.includes('╰')) {
      const { operation, fields } = box;
      box = undefined;
      if (fields.Username && fields.Destination && fields.Code) {
        onDelivery({ operation, username: fields.Username, destination: fields.Destination, code: fields.Code });
      }
    }
  };
  return (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) readLine(line);
  };
}

/**
 * E-mails a password-reset code through the handlers' own e-mail adapter (so from MAIL_FROM to the
 * local SES the stack configured); other codes stay on the console only.
 */
export async function emailPasswordResetCode(delivery: CodeDelivery): Promise<void> {
  if (delivery.operation !== 'ForgotPassword' || !delivery.destination.includes('@')) return;
  await sendEmail(passwordResetEmail(delivery.destination, delivery.code));
}
