import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import { adminApi } from '../testing/admin-api';
import AdminAttentionRoute from '@/features/admin/routes/admin-attention';

const attention = (suppressedAddresses: unknown[]) => ({
  bookings: [],
  reconciledPayments: [],
  refundedPayments: [],
  orphanedUploads: [],
  deadLetters: { count: 0, where: '.local/event-dlq', replayCommand: 'npm run events:replay' },
  suppressedAddresses,
  truncated: false,
});

describe('the attention page', () => {
  it('names each address HerWay stopped mailing: bounced or complained, and from what', async () => {
    mockFetch(
      adminApi({
        '/api/admin/attention': () =>
          jsonResponse(
            attention([
              {
                email: 'maya.parent@example.com',
                reason: 'bounce',
                kind: 'receipt',
                suppressedAt: '2026-11-27T10:00:00.000Z',
                diagnostic: 'smtp; 550 5.1.1 user unknown',
              },
              { email: 'lead@example.com', reason: 'complaint', kind: 'contact-confirmation', suppressedAt: '2026-11-26T10:00:00.000Z', diagnostic: null },
            ]),
          ),
      }),
    );
    renderRoute(<AdminAttentionRoute />, '/admin/attention');
    const list = within(await screen.findByRole('region', { name: 'E-mail that bounced or was reported' }));
    expect(list.getByRole('heading', { level: 2 }).textContent).toBe('E-mail that bounced or was reported (2)');
    expect(list.getAllByRole('listitem').map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      'Bounced: maya.parent@example.com, from a payment receipt',
      'Complained: lead@example.com, from a contact-form confirmation',
    ]);
    expect(list.getByText('smtp; 550 5.1.1 user unknown')).toBeDefined();
  });

  it('says so when every address takes our mail', async () => {
    mockFetch(adminApi({ '/api/admin/attention': () => jsonResponse(attention([])) }));
    renderRoute(<AdminAttentionRoute />, '/admin/attention');
    const list = within(await screen.findByRole('region', { name: 'E-mail that bounced or was reported' }));
    expect(list.getByText('None: every address we write to takes our mail.')).toBeDefined();
  });
});
