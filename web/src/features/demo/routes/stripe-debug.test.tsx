import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentCheckReply } from '@herway/shared/contracts/demo';
import { fakeApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/test-utils';
import { renderDemo } from '../testing/render-demo';
import StripeDebugRoute from './stripe-debug';

const health = (stage: string) => jsonResponse({ status: 'ok', stage, services: { database: 'up', storage: 'up', identity: 'up', email: 'up', events: 'up' } });

const roundTrip: PaymentCheckReply = {
  ok: true,
  stage: 'local',
  provider: 'local-stripe',
  amount: 1,
  paymentIntentId: 'pi_probe1',
  livemode: false,
  steps: [
    { step: 'create', ok: true, ms: 14, status: 'requires_payment_method' },
    { step: 'retrieve', ok: true, ms: 3, status: 'requires_payment_method' },
    { step: 'cancel', ok: true, ms: 5, status: 'canceled' },
  ],
  totalMs: 22,
};

const TIMESTAMP = /^\[\d{2}:\d{2}:\d{2}\.\d{3}\] /;
const logLines = () =>
  within(screen.getByRole('log', { name: 'Diagnostics log' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');

describe('/stripe-debug', () => {
  it('on a local run: a marked, unindexed page; Run Diagnostics logs each of the four steps with a timestamp, then Clear Logs empties the log', async () => {
    const api = fakeApi({ 'GET /api/health': health('local'), 'POST /api/demo/payment-check': jsonResponse(roundTrip) });
    const { user } = renderDemo('/stripe-debug', <StripeDebugRoute />);
    const run = await screen.findByRole('button', { name: 'Run Diagnostics' });
    expect(screen.getByRole('note', { name: 'Demo page' })).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Stripe Debug']);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.title).toBe('Stripe Debug | HerWay');
    const log = screen.getByRole('log', { name: 'Diagnostics log' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(log.textContent).toContain('No logs yet');
    expect(screen.getByRole('button', { name: 'Clear Logs' }).hasAttribute('disabled')).toBe(true);
    // On a local run the admin status is not even asked.
    expect(api.callsTo('GET /api/admin/status')).toEqual([]);

    await user.click(run);
    expect(screen.getByRole('button', { name: 'Running Diagnostics...' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run Diagnostics' }).hasAttribute('disabled')).toBe(false));

    const lines = logLines();
    // Each mark is announced by its meaning.
    const marks = within(screen.getByRole('log'))
      .getAllByRole('img')
      .map((mark) => mark.getAttribute('aria-label'));
    expect(new Set(marks)).toEqual(new Set(['info', 'passed']));
    for (const line of lines) expect(line).toMatch(TIMESTAMP);
    const text = lines.map((line) => line.replace(TIMESTAMP, ''));
    expect(text).toEqual([
      '• Running diagnostics…',
      '• Step 1/4: Publishable key…',
      '✓ Publishable key: none: the local test-card form is used',
      '• Step 2/4: Payment script…',
      expect.stringMatching(/^✓ Local test-card form loaded \(\d+ ms\)$/),
      '• Step 3/4: API reachability…',
      expect.stringMatching(/^✓ API reachable \(200, \d+ ms\), stage local$/),
      '• Step 4/4: Payment-intent round trip…',
      '✓ Payment intent created: pi_probe1 (requires_payment_method, 14 ms)',
      '✓ Payment intent retrieved (requires_payment_method, 3 ms)',
      '✓ Payment intent cancelled (canceled, 5 ms)',
      expect.stringMatching(/^✓ Payment-intent round trip passed \(local Stripe emulator, test mode, \$1 intent cancelled, \d+ ms\)$/),
      '✓ Diagnostics finished: 4 passed',
    ]);
    expect(api.callsTo('POST /api/demo/payment-check')).toEqual([{ method: 'POST', url: '/api/demo/payment-check', body: {} }]);

    await user.click(screen.getByRole('button', { name: 'Clear Logs' }));
    expect(logLines()).toEqual([]);
    expect(screen.getByRole('log').textContent).toContain('No logs yet');
  });

  it('logs a failed step and carries on: a refused round trip', async () => {
    fakeApi({
      'GET /api/health': health('local'),
      'POST /api/demo/payment-check': jsonResponse({ message: 'The payment service is not responding. Please try again in a moment.' }, 503),
    });
    const { user } = renderDemo('/stripe-debug', <StripeDebugRoute />);
    await user.click(await screen.findByRole('button', { name: 'Run Diagnostics' }));
    await waitFor(() => expect(logLines().at(-1)).toMatch(/Diagnostics finished: 3 passed, 1 failed$/));
    expect(logLines()).toContainEqual(expect.stringMatching(/✗ Payment-intent round trip failed \(503\): The payment service is not responding/));
  });

  it('outside a local run, a visitor who is not an admin sees Access Denied with a way to the admin login', async () => {
    const api = fakeApi({ 'GET /api/health': health('prod'), 'GET /api/admin/status': jsonResponse({ isAdmin: false }) });
    renderDemo('/stripe-debug', <StripeDebugRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeDefined();
    expect(screen.getByText('Admin access required')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Admin Login' }).getAttribute('href')).toBe('/admin-login');
    expect(screen.queryByRole('button', { name: 'Run Diagnostics' })).toBeNull();
    expect(api.callsTo('POST /api/demo/payment-check')).toEqual([]);
  });

  it('outside a local run, an admin gets the diagnostics', async () => {
    fakeApi({ 'GET /api/health': health('dev'), 'GET /api/admin/status': jsonResponse({ isAdmin: true }) });
    renderDemo('/stripe-debug', <StripeDebugRoute />);
    expect(await screen.findByRole('button', { name: 'Run Diagnostics' })).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Stripe Debug']);
  });

  it('when the API cannot be reached, shows the page so the diagnostics can say so', async () => {
    fakeApi({});
    renderDemo('/stripe-debug', <StripeDebugRoute />);
    expect(await screen.findByRole('button', { name: 'Run Diagnostics' })).toBeDefined();
  });
});
