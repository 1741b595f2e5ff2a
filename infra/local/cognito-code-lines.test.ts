import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeDeliveryReader, type CodeDelivery } from './cognito-mail';

const require = createRequire(import.meta.url);
require('./cognito-code-lines.cjs');
const senderPath = require.resolve('cognito-local/lib/services/messageDelivery/consoleMessageSender.js', {
  paths: [path.dirname(require.resolve('cognito-local/package.json'))],
});
const { ConsoleMessageSender } = require(senderPath) as {
  ConsoleMessageSender: new () => { sendEmail(ctx: unknown, user: unknown, destination: string, message: unknown): Promise<void> };
};

describe('cognito-local writes each code as a line the stack reads at once', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes the operation, user, destination and code synchronously, and still prints the box', async () => {
    const written: string[] = [];
    vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, text: string) => {
      if (fd === 1) written.push(text);
      return text.length;
    }) as typeof fs.writeSync);
    const info = vi.fn();
    const ctx = { logger: { info, bindings: () => ({ reqId: 'cd3723dc', target: 'ForgotPassword' }) } };
    const sending = new ConsoleMessageSender().sendEmail(ctx, { Username: 'u-1' }, 'a@example.com', { __code: '075881', emailSubject: 'Code' });
    // Written before the send even resolves: nothing waits for a logger.
    expect(written).toHaveLength(1);
    await sending;

    const deliveries: CodeDelivery[] = [];
    codeDeliveryReader((delivery) => deliveries.push(delivery))(written.join(''));
    expect(deliveries).toEqual([{ operation: 'ForgotPassword', username: 'u-1', destination: 'a@example.com', code: '075881' }]);
    expect(String(info.mock.calls[0]?.[0])).toContain('Confirmation Code Delivery');
  });
});
