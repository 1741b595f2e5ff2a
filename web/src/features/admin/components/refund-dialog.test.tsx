import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import { adminApi } from '../testing/admin-api';
import { aPayment } from '../testing/fixtures';
import { canRefund, leftToRefund } from './refund-dialog';
import AdminPage from '@/features/admin/routes/admin';

async function openPayments(handler = adminApi()) {
  const fetchMock = mockFetch(handler);
  const view = renderRoute(<AdminPage />, '/admin');
  await view.user.click(await screen.findByRole('tab', { name: 'Payments' }));
  await screen.findByRole('region', { name: 'Payments table' });
  return { ...view, fetchMock };
}

const payments = [
  aPayment({ amountRefunded: '100.00', status: 'partially_refunded' }),
  aPayment({ id: 'p-2', stripePaymentIntentId: 'pi_456', status: 'failed' }),
];

describe('refunding a payment from the Payments tab', () => {
  it('offers Refund only on a payment not refunded in full', () => {
    expect(canRefund(aPayment())).toBe(true);
    expect(canRefund(aPayment({ status: 'failed' }))).toBe(false);
    expect(canRefund(aPayment({ status: 'refunded', amountRefunded: '400.00' }))).toBe(false);
    expect(leftToRefund(aPayment({ amountRefunded: '149.50' }))).toBe(25_050);
  });

  it('asks for a reason and an amount within what is left, all at once, then asks the server once', async () => {
    const { user, fetchMock } = await openPayments(
      adminApi({
        '/api/payments?limit=25': () => jsonResponse({ items: payments }),
        '/api/admin/payments/pi_123/refund': () =>
          jsonResponse({ refund: { id: 're_1', amountCents: 15_000, status: 'succeeded' }, message: 'Refund of $150 requested from Stripe.' }),
      }),
    );
    const table = within(screen.getByRole('region', { name: 'Payments table' }));
    expect(table.getAllByRole('button', { name: /^Refund / })).toHaveLength(1);
    await user.click(table.getByRole('button', { name: "Refund Eve Martin's payment of $400" }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund Eve Martin' }));
    expect(dialog.getByText(/\$400 paid, \$300 left to refund/)).toBeDefined();
    await user.click(dialog.getByRole('radio', { name: 'Part of it' }));
    await user.type(dialog.getByLabelText('Amount to refund (dollars)'), '350');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(dialog.getByText('That is more than is left to refund: at most $300')).toBeDefined();
    expect(dialog.getByText('Say why the payment is refunded (a few words)')).toBeDefined();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/refund'))).toBe(false);

    await user.clear(dialog.getByLabelText('Amount to refund (dollars)'));
    await user.type(dialog.getByLabelText('Amount to refund (dollars)'), '150');
    await user.type(dialog.getByLabelText('Reason (for the audit log)'), 'Missed session');
    await user.dblClick(dialog.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund of $150 requested from Stripe.')).toBeDefined();
    const calls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/refund'));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({
      amountCents: 15_000,
      reason: 'Missed session',
      requestId: expect.stringMatching(/^[\w-]{8,64}$/),
    });
  });

  it("keeps the dialog open with Stripe's refusal in words", async () => {
    const { user } = await openPayments(
      adminApi({
        '/api/payments?limit=25': () => jsonResponse({ items: [aPayment()] }),
        '/api/admin/payments/pi_123/refund': () => jsonResponse({ message: 'That is more than is left to refund on this payment: at most $100 of $400.' }, 400),
      }),
    );
    await user.click(screen.getByRole('button', { name: "Refund Eve Martin's payment of $400" }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund Eve Martin' }));
    await user.type(dialog.getByLabelText('Reason (for the audit log)'), 'Family moved');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByText('That is more than is left to refund on this payment: at most $100 of $400.')).toBeDefined();
  });
});
