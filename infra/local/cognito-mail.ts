/**
 * cognito-local sends no e-mail: it prints each code it would send in a box on its console (its
 * README, "Confirmation codes"). The stack's child process (cognito-code-lines.cjs) also writes
 * each one at once as a line for programs:
 *
 *   HERWAY_CODE_DELIVERY {"operation":"ForgotPassword","username":"02a4042f-...","destination":"a@example.com","code":"075881"}
 *
 * The local stack reads those lines from its output and e-mails password-reset codes through the
 * local SES, so the reset flow works end to end and the mail shows in the sent-mail viewer. In AWS
 * Cognito sends the same template itself (functions/src/accounts/account-emails.ts). (Reading the
 * boxes instead lost codes: cognito-local's logger sometimes wrote one only with its next line.)
 */
export interface CodeDelivery {
  /** The Cognito operation that produced the code: `ForgotPassword`, `SignUp`... */
  operation: string;
  username: string;
  destination: string;
  code: string;
}

const MARK = 'HERWAY_CODE_DELIVERY ';

function parseDelivery(json: string): CodeDelivery | undefined {
  try {
    const value = JSON.parse(json) as Partial<Record<keyof CodeDelivery, unknown>>;
    const { operation, username, destination, code } = value;
    if (typeof operation === 'string' && typeof username === 'string' && typeof destination === 'string' && typeof code === 'string') {
      return { operation, username, destination, code };
    }
  } catch {
    // Not ours: ignored like any other log line.
  }
  return undefined;
}

/**
 * A line reader for cognito-local's output: feed it chunks as they come, and it calls `onDelivery`
 * once per complete delivery line.
 */
export function codeDeliveryReader(onDelivery: (delivery: CodeDelivery) => void): (chunk: string) => void {
  let pending = '';
  return (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const delivery = line.startsWith(MARK) ? parseDelivery(line.slice(MARK.length)) : undefined;
      if (delivery) onDelivery(delivery);
    }
  };
}

/**
 * E-mails a password-reset code through the handlers' own e-mail adapter (so from MAIL_FROM to the
 * local SES the stack configured); other codes stay on the console only.
 */
export async function emailPasswordResetCode(delivery: CodeDelivery): Promise<void> {
  if (delivery.operation !== 'ForgotPassword' || !delivery.destination.includes('@')) return;
  // Loaded on first use: the handlers' modules (their logger, their settings) read the environment
  // the stack sets once its emulators are up, after this module is imported.
  const [{ sendEmail }, { passwordResetEmail }] = await Promise.all([
    import('@herway/functions/mail/email'),
    import('@herway/functions/accounts/account-emails'),
  ]);
  await sendEmail(passwordResetEmail(delivery.destination, delivery.code));
}
