import { describe, expect, it } from 'vitest';
import { PAYMENT_TO_DASHBOARD_BUDGET_MS, paymentMeasurements } from './payment-to-dashboard';
import type { PaymentRun } from './payment-to-dashboard';

const run = (toDashboardMs: number, polls = 3): PaymentRun => ({ intentMs: 40, confirmMs: 60, toDashboardMs, polls, paymentIntentId: 'pi_bench' });

describe('paymentMeasurements', () => {
  it('holds the slowest payment to the 2 s budget and details the steps before it', () => {
    const rows = paymentMeasurements([run(180), run(2400, 9), run(150, 2)]);

    expect(PAYMENT_TO_DASHBOARD_BUDGET_MS).toBe(2000);
    expect(rows[0]).toMatchObject({ measure: 'slowest of 3: card confirmed → package listed', value: 2400, unit: 'ms', budget: 2000 });
    expect(rows[0]?.note).toBe('median 180 ms, 3 dashboard read(s); webhook → bus → consumer');
    expect(rows[1]).toMatchObject({ detail: true, value: 100, note: 'median intent 40 ms + card 60 ms' });
    expect(rows[1]?.budget).toBeUndefined();
  });

  it('refuses to report nothing', () => {
    expect(() => paymentMeasurements([])).toThrow('no payment was measured');
  });
});
