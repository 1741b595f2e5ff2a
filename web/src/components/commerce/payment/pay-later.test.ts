// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Pay-later messaging comes only from Stripe's Payment Method Messaging Element; the site renders
// none until the founders decide otherwise (docs/payments-terms.md#wallets-and-pay-later).

const srcRoot = fileURLToPath(new URL('../../../', import.meta.url));

describe('pay-later messaging', () => {
  it("is rendered nowhere: no source file of the site uses Stripe's Payment Method Messaging Element", () => {
    const sources = readdirSync(srcRoot, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    expect(sources.length).toBeGreaterThan(100);
    const using = sources.filter((file) => /PaymentMethodMessagingElement|paymentMethodMessaging/.test(readFileSync(`${srcRoot}${file}`, 'utf8')));
    expect(using).toEqual([]);
  });
});
