import { describe, expect, it } from 'vitest';
import type { CodeDelivery } from './cognito-mail';
import { codeDeliveryReader } from './cognito-mail';

// cognito-local's console output as captured from version 5.3 (colors included).
const forgotPasswordBox = [
  '[1795273098070] \u001b[32mINFO\u001b[39m: \u001b[36mcd3723dc ForgotPassword ╭───────────────────────────────────────────────────────╮',
  '│                                                       │',
  '│   Confirmation Code Delivery                          │',
  '│                                                       │',
  '│   Username:    02a4042f-d5ba-4422-83b1-1e0d1b86eb4c   │',
  '│   Destination: a@example.com                          │',
  '│   Code:        075881                                 │',
  '│                                                       │',
  '╰───────────────────────────────────────────────────────╯\u001b[39m \u001b[90m{"reqId":"cd3723dc","target":"ForgotPassword"}\u001b[39m',
  '',
].join('\n');

function read(chunks: string[]): CodeDelivery[] {
  const deliveries: CodeDelivery[] = [];
  const feed = codeDeliveryReader((delivery) => deliveries.push(delivery));
  for (const chunk of chunks) feed(chunk);
  return deliveries;
}

describe('codeDeliveryReader', () => {
  it('reads the operation, user, destination and code of a printed box', () => {
    expect(read([forgotPasswordBox])).toEqual([
      { operation: 'ForgotPassword', username: '02a4042f-d5ba-4422-83b1-1e0d1b86eb4c', destination: 'a@example.com', code: '075881' },
    ]);
  });

  it('reads a box split across chunks, one character at a time', () => {
    expect(read([...forgotPasswordBox])).toHaveLength(1);
  });

  it('ignores other log lines and a box that never ends', () => {
    const log = '[1] INFO: NONE NONE Cognito Local running on http://127.0.0.1:9229\n';
    expect(read([log, forgotPasswordBox.split('╰')[0] ?? '', log])).toEqual([]);
    expect(read([log, forgotPasswordBox, forgotPasswordBox])).toHaveLength(2);
  });
});
