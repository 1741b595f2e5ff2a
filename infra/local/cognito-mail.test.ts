import { describe, expect, it } from 'vitest';
import type { CodeDelivery } from './cognito-mail';
import { codeDeliveryReader } from './cognito-mail';

// What cognito-code-lines.cjs writes for a reset code, amid cognito-local's own log lines.
const log = '[1795273098070] \u001b[32mINFO\u001b[39m: \u001b[36mcd3723dc ForgotPassword ╭────╮\n│ Confirmation Code Delivery │\n╰────╯\n';
const deliveryLine =
  'HERWAY_CODE_DELIVERY {"operation":"ForgotPassword","username":"02a4042f-d5ba-4422-83b1-1e0d1b86eb4c","destination":"a@example.com","code":"075881"}\n';

function read(chunks: string[]): CodeDelivery[] {
  const deliveries: CodeDelivery[] = [];
  const feed = codeDeliveryReader((delivery) => deliveries.push(delivery));
  for (const chunk of chunks) feed(chunk);
  return deliveries;
}

describe('codeDeliveryReader', () => {
  it('reads the operation, user, destination and code of a delivery line', () => {
    expect(read([log, deliveryLine, log])).toEqual([
      { operation: 'ForgotPassword', username: '02a4042f-d5ba-4422-83b1-1e0d1b86eb4c', destination: 'a@example.com', code: '075881' },
    ]);
  });

  it('reads a line split across chunks, one character at a time', () => {
    expect(read([...(log + deliveryLine)])).toHaveLength(1);
  });

  it('ignores the boxes, other log lines, a line not yet ended and a broken one', () => {
    expect(read([log, deliveryLine.trimEnd()])).toEqual([]);
    expect(read(['HERWAY_CODE_DELIVERY {"operation":\n', 'HERWAY_CODE_DELIVERY {"code":1}\n'])).toEqual([]);
    expect(read([deliveryLine, log, deliveryLine])).toHaveLength(2);
  });
});
