import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminPaymentLink } from '@herway/shared/contracts/admin-money';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import { adminApi } from '../testing/admin-api';
import AdminPaymentLinksPage from '@/features/admin/routes/admin-payment-links';

const URL_OF_LINK = 'http://localhost:3000/checkout?amount=250&description=Two+extra+sessions&link=abc.def';

const aLink = (overrides: Partial<AdminPaymentLink> = {}): AdminPaymentLink => ({
  id: 'l-1',
  amount: 250,
  description: 'Two extra sessions',
  expiresAt: null,
  singleUse: true,
  url: URL_OF_LINK,
  payments: 1,
  lastPaidAt: '2026-11-26T15:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'founder@herway.com',
  ...overrides,
});

const linksApi = (links: AdminPaymentLink[]) =>
  adminApi({
    '/api/admin/payment-links?limit=100': () => jsonResponse({ paymentLinks: links }),
    '/api/admin/payment-links': () =>
      jsonResponse(
        {
          paymentLink: aLink({
            id: 'l-2',
            amount: 40,
            description: 'Camp deposit',
            payments: 0,
            lastPaidAt: null,
            url: 'http://localhost:3000/checkout?amount=40&link=x.y',
          }),
        },
        201,
      ),
  });

describe('the payment links page', () => {
  it('lists each link with whether it was paid and its address to copy', async () => {
    mockFetch(linksApi([aLink(), aLink({ id: 'l-0', description: 'Camp deposit', payments: 0, lastPaidAt: null, singleUse: false })]));
    renderRoute(<AdminPaymentLinksPage />, '/admin/payment-links');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Links' })).toBeDefined();
    const paid = within(await screen.findByRole('listitem', { name: 'Payment link: Two extra sessions' }));
    expect(paid.getByText('Paid')).toBeDefined();
    expect((paid.getByLabelText('Link to send') as HTMLInputElement).value).toBe(URL_OF_LINK);
    expect(within(screen.getByRole('listitem', { name: 'Payment link: Camp deposit' })).getByText('Not paid yet')).toBeDefined();
  });

  it('shows every problem at once, then makes the link and copies it to the clipboard', async () => {
    const fetchMock = mockFetch(linksApi([]));
    // user-event gives the page a clipboard of its own.
    const { user } = renderRoute(<AdminPaymentLinksPage />, '/admin/payment-links');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const form = within(await screen.findByRole('form', { name: 'New payment link' }));
    await user.type(form.getByLabelText(/Amount/), '12.5');
    await user.click(form.getByRole('button', { name: 'Create link' }));
    const alert = within(form.getByRole('alert'));
    expect(alert.getByText('The amount must be whole dollars')).toBeDefined();
    expect(alert.getByText('Say what the payment is for')).toBeDefined();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(form.getByLabelText(/Amount/));
    await user.type(form.getByLabelText(/Amount/), '40');
    await user.type(form.getByLabelText('What it is for'), 'Camp deposit');
    await user.click(form.getByRole('button', { name: 'Create link' }));
    const link = await screen.findByLabelText('New link: $40 for Camp deposit');
    expect((link as HTMLInputElement).value).toBe('http://localhost:3000/checkout?amount=40&link=x.y');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ amount: 40, description: 'Camp deposit', singleUse: true });
    await user.click(screen.getAllByRole('button', { name: 'Copy link' })[0] as HTMLElement);
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/checkout?amount=40&link=x.y');
    expect(await screen.findByText('Copied. Paste it into your message to the family.')).toBeDefined();
  });

  it('without the clipboard, selects the link and says how to copy it', async () => {
    mockFetch(linksApi([aLink()]));
    const { user } = renderRoute(<AdminPaymentLinksPage />, '/admin/payment-links');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const card = within(await screen.findByRole('listitem', { name: 'Payment link: Two extra sessions' }));
    await user.click(card.getByRole('button', { name: 'Copy link' }));
    expect(await card.findByText(/the link is selected, copy it with Ctrl\+C/)).toBeDefined();
    expect(document.activeElement).toBe(card.getByLabelText('Link to send'));
  });
});
