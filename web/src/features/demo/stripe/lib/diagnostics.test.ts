import type { PaymentCheckReply } from '@herway/shared/contracts/demo';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { formatLogLine, formatLogTime, maskKey, runDiagnostics, type DiagnosticsDeps, type LogLevel } from './diagnostics';
import { decideTestPayment } from './test-payment-outcome';

const passedCheck: PaymentCheckReply = {
  ok: true,
  stage: 'local',
  provider: 'local-stripe',
  amount: 1,
  paymentIntentId: 'pi_probe',
  livemode: false,
  steps: [
    { step: 'create', ok: true, ms: 12, status: 'requires_payment_method' },
    { step: 'retrieve', ok: true, ms: 3, status: 'requires_payment_method' },
    { step: 'cancel', ok: true, ms: 4, status: 'canceled' },
  ],
  totalMs: 19,
};

const allUp = { database: 'up', storage: 'up', identity: 'up', email: 'up', events: 'up' } as const;
const healthy = { status: 200, reply: { status: 'ok' as const, stage: 'local', services: allUp } };

/** Deps that pass every check, a clock that moves 5 ms per read, and the log as 'level text' lines. */
function setup(overrides: Partial<DiagnosticsDeps> = {}) {
  let clock = 0;
  const lines: string[] = [];
  const deps: DiagnosticsDeps = {
    publishableKey: () => undefined,
    loadStripe: async () => ({ elements: () => undefined }),
    loadLocalCardForm: async () => () => null,
    getHealth: async () => healthy,
    checkPayment: async () => passedCheck,
    elapsed: () => (clock += 5),
    ...overrides,
  };
  const log = (level: LogLevel, text: string) => lines.push(`${level} ${text}`);
  return { deps, lines, run: () => runDiagnostics(log, deps) };
}

describe('runDiagnostics', () => {
  it('on the local stack: the four steps in order, each passing', async () => {
    const { lines, run } = setup();
    expect(await run()).toEqual({
      'Publishable key': 'passed',
      'Payment script': 'passed',
      'API reachability': 'passed',
      'Payment-intent round trip': 'passed',
    });
    expect(lines).toEqual([
      'info Running diagnostics…',
      'info Step 1/4: Publishable key…',
      'success Publishable key: none: the local test-card form is used',
      'info Step 2/4: Payment script…',
      'success Local test-card form loaded (5 ms)',
      'info Step 3/4: API reachability…',
      'success API reachable (200, 5 ms), stage local',
      'info Step 4/4: Payment-intent round trip…',
      'success Payment intent created: pi_probe (requires_payment_method, 12 ms)',
      'success Payment intent retrieved (requires_payment_method, 3 ms)',
      'success Payment intent cancelled (canceled, 4 ms)',
      'success Payment-intent round trip passed (local Stripe emulator, test mode, $1 intent cancelled, 5 ms)',
      'success Diagnostics finished: 4 passed',
    ]);
  });

  it('with a test key: Stripe.js is loaded with it', async () => {
    const loaded: string[] = [];
    const { lines, run } = setup({
      publishableKey: () => 'pk_test_51AbcdefXyZ9',
      loadStripe: async (key) => {
        loaded.push(key);
        return {};
      },
      checkPayment: async () => ({ ...passedCheck, provider: 'stripe' }),
    });
    await run();
    expect(loaded).toEqual(['pk_test_51AbcdefXyZ9']);
    expect(lines).toContain('success Publishable key: pk_test_…XyZ9 (test mode)');
    expect(lines).toContain('success Stripe.js loaded (5 ms)');
    expect(lines).toContain('success Payment-intent round trip passed (Stripe, test mode, $1 intent cancelled, 5 ms)');
  });

  it('warns of a live key and fails a key that is no publishable key', async () => {
    const live = setup({ publishableKey: () => 'pk_live_51Abcdef1234' });
    expect((await live.run())['Publishable key']).toBe('warning');
    expect(live.lines).toContain('warning Publishable key: pk_live_…1234 (live mode: real cards are charged)');
    expect(live.lines.at(-1)).toBe('warning Diagnostics finished: 3 passed, 1 with a warning');

    const secret = setup({ publishableKey: () => 'sk_test_oops5678' });
    expect((await secret.run())['Publishable key']).toBe('failed');
    expect(secret.lines).toContain('error Publishable key: sk_…5678 is not a Stripe publishable key (pk_test_… or pk_live_…)');
  });

  it('fails the script step when Stripe.js cannot load, throws, or takes too long, and goes on', async () => {
    const blocked = setup({ publishableKey: () => 'pk_test_abcd', loadStripe: async () => null });
    expect(await blocked.run()).toMatchObject({ 'Payment script': 'failed', 'API reachability': 'passed', 'Payment-intent round trip': 'passed' });
    expect(blocked.lines).toContain('error Stripe.js could not be loaded (5 ms): blocked by the browser, an extension or the network?');

    const thrown = setup({ loadLocalCardForm: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) });
    await thrown.run();
    expect(thrown.lines).toContain('error Local test-card form failed to load: Failed to fetch dynamically imported module');

    const slow = setup({ publishableKey: () => 'pk_test_abcd', loadStripe: () => new Promise(() => undefined), scriptTimeoutMs: 20 });
    expect((await slow.run())['Payment script']).toBe('failed');
    expect(slow.lines).toContain('error Stripe.js did not load within 0 s');
  });

  it('skips the round trip when the API cannot be reached', async () => {
    const { lines, run } = setup({ getHealth: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await run()).toMatchObject({ 'API reachability': 'failed', 'Payment-intent round trip': 'skipped' });
    expect(lines).toContain('error API unreachable: Failed to fetch');
    expect(lines).toContain('warning Payment-intent round trip skipped: the API cannot be reached');
    expect(lines.at(-1)).toBe('error Diagnostics finished: 2 passed, 1 failed, 1 skipped');
  });

  it('warns of a degraded API and still runs the round trip', async () => {
    const { lines, run } = setup({
      getHealth: async () => ({ status: 503, reply: { status: 'degraded', stage: 'dev', services: { ...allUp, email: 'down' } } }),
    });
    expect(await run()).toMatchObject({ 'API reachability': 'warning', 'Payment-intent round trip': 'passed' });
    expect(lines).toContain('warning API reachable but degraded (503, 5 ms), stage dev: email down');
  });

  it('logs a refused round trip (not an admin) and a failed step with its reason', async () => {
    const refused = setup({
      checkPayment: () => Promise.reject(new ApiError(403, '403: {"message":"Admin access required"}', { message: 'Admin access required' })),
    });
    expect((await refused.run())['Payment-intent round trip']).toBe('failed');
    expect(refused.lines).toContain('error Payment-intent round trip refused (403): Admin access required');

    const failed = setup({
      checkPayment: async () => ({
        ...passedCheck,
        ok: false,
        provider: 'stripe',
        livemode: undefined,
        paymentIntentId: undefined,
        steps: [{ step: 'create', ok: false, ms: 8003, message: 'Stripe paymentIntents.create failed: timeout' }],
      }),
    });
    await failed.run();
    expect(failed.lines).toContain('error Payment intent not created (8003 ms): Stripe paymentIntents.create failed: timeout');
    expect(failed.lines).toContain('error Payment-intent round trip failed (Stripe, 5 ms)');
  });
});

describe('log lines', () => {
  it('are timestamped to the millisecond in local time', () => {
    const at = new Date(2026, 10, 20, 19, 4, 2, 118);
    expect(formatLogTime(at)).toBe('19:04:02.118');
    expect(formatLogLine({ at, level: 'success', text: 'API reachable (200, 42 ms)' })).toBe('[19:04:02.118] ✓ API reachable (200, 42 ms)');
    expect(formatLogLine({ at: new Date(2026, 0, 1, 7, 5, 9, 3), level: 'error', text: 'x' })).toBe('[07:05:09.003] ✗ x');
  });

  it('show a publishable key by its mode and last four characters', () => {
    expect(maskKey('pk_test_51AbcdefXyZ9')).toBe('pk_test_…XyZ9');
    expect(maskKey('pk_live_51Abcdef1234')).toBe('pk_live_…1234');
  });
});

describe('decideTestPayment', () => {
  it('follows the checkout pages: success, expired session, declined card, form errors, other statuses and errors', () => {
    expect(decideTestPayment({ type: 'succeeded', paymentIntentId: 'pi_1' })).toEqual({ kind: 'success', paymentIntentId: 'pi_1' });
    expect(decideTestPayment({ type: 'status', status: 'succeeded', paymentIntentId: 'pi_1' })).toEqual({ kind: 'success', paymentIntentId: 'pi_1' });
    expect(decideTestPayment({ type: 'error', error: { code: 'payment_intent_unexpected_state' } })).toEqual({ kind: 'expired' });
    expect(decideTestPayment({ type: 'error', error: { type: 'card_error', message: 'Your card was declined.' } })).toEqual({
      kind: 'toast',
      title: 'Payment Failed',
      description: 'Your card was declined.',
    });
    expect(decideTestPayment({ type: 'incomplete', message: 'Your card number is incomplete.' })).toEqual({
      kind: 'toast',
      title: 'Payment Information Invalid',
      description: 'Your card number is incomplete.',
    });
    expect(decideTestPayment({ type: 'status', status: 'requires_action' })).toEqual({
      kind: 'toast',
      title: 'Payment Status Unknown',
      description: 'The test payment is requires action.',
    });
    expect(decideTestPayment({ type: 'error', error: {} })).toEqual({
      kind: 'toast',
      title: 'Payment Error',
      description: 'An unexpected error occurred. Please try again.',
    });
  });
});
