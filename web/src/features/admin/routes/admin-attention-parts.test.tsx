import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import { adminApi } from '../testing/admin-api';
import AdminAttentionRoute from '@/features/admin/routes/admin-attention';

const attention = {
  bookings: [
    {
      id: 'b-1',
      userId: 'user 1',
      sessionDate: null,
      mentorName: null,
      inviteeEmail: 'maya@example.com',
      reason: 'No session left',
      createdAt: '2026-11-27T10:00:00.000Z',
    },
  ],
  reconciledPayments: [{ paymentIntentId: 'pi_fixed', fixedAt: '2026-11-27T10:00:00.000Z', customerEmail: null, userId: null, amount: null }],
  refundedPayments: [
    { paymentIntentId: 'pi_refunded', amount: 120, currency: 'usd', refundedAt: '2026-11-26T10:00:00.000Z', reason: 'Account deleted' },
    { paymentIntentId: 'pi_refunded_2', amount: 80, currency: 'usd', refundedAt: '2026-11-25T10:00:00.000Z', reason: 'Account deleted too' },
  ],
  processingPayments: [
    {
      paymentIntentId: 'pi_slow',
      customerEmail: 'dana@example.com',
      userId: 'user 1',
      amount: 56_000,
      currency: 'usd',
      processingSince: '2026-11-25T10:00:00.000Z',
    },
  ],
  orphanedUploads: [],
  deadLetters: { count: 0, where: '.local/event-dlq', replayCommand: 'npm run events:replay' },
  suppressedAddresses: [],
  truncated: false,
};

describe('the attention page lists', () => {
  it('titles each list with its count and what to do, and shows its entries or that there are none', async () => {
    mockFetch(adminApi({ '/api/admin/attention': () => jsonResponse(attention) }));
    renderRoute(<AdminAttentionRoute />, '/admin/attention');

    const bookings = within(await screen.findByRole('region', { name: 'Sessions that reserved nothing' }));
    expect(bookings.getByRole('heading', { level: 2 }).textContent).toBe('Sessions that reserved nothing (1)');
    expect(bookings.getByText(/^Open the athlete: grant her a session/)).toBeDefined();
    const booking = within(bookings.getByRole('listitem'));
    expect(booking.getByText('No date · Mentor unknown')).toBeDefined();
    expect(booking.getByText('No session left')).toBeDefined();
    expect(booking.getByRole('link', { name: 'Open the athlete' }).getAttribute('href')).toBe('/admin/athletes/user%201');

    const fixes = within(screen.getByRole('region', { name: 'Payments the reconciliation fixed' }));
    expect(fixes.getByRole('heading', { level: 2 }).textContent).toBe('Payments the reconciliation fixed (1)');
    expect(within(fixes.getByRole('listitem')).getByText('No e-mail')).toBeDefined();
    expect(within(fixes.getByRole('listitem')).getByText('pi_fixed')).toBeDefined();

    const refunds = within(screen.getByRole('region', { name: 'Payments refunded for a deleted account' }));
    expect(refunds.getByRole('heading', { level: 2 }).textContent).toBe('Payments refunded for a deleted account (2)');
    expect(refunds.getByText(/It is kept for the books without her name or e-mail\.$/)).toBeDefined();
    expect(refunds.getAllByRole('listitem').map((entry) => entry.querySelector('.font-mono')?.textContent)).toEqual(['pi_refunded', 'pi_refunded_2']);

    const processing = within(screen.getByRole('region', { name: 'Payments processing for over a day' }));
    expect(processing.getByRole('heading', { level: 2 }).textContent).toBe('Payments processing for over a day (1)');
    expect(within(processing.getByRole('listitem')).getByText('dana@example.com')).toBeDefined();
    expect(within(processing.getByRole('listitem')).getByText('pi_slow')).toBeDefined();

    const uploads = within(screen.getByRole('region', { name: 'Uploads never confirmed' }));
    expect(uploads.getByRole('heading', { level: 2 }).textContent).toBe('Uploads never confirmed (0)');
    expect(uploads.getByText('None: every upload was confirmed or refused.')).toBeDefined();
    expect(uploads.queryByRole('list')).toBeNull();
  });
});
