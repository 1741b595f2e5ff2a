import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReceiptSummary } from '@herway/shared/contracts/receipts';
import { setSignedInHint, type CurrentUser } from '@/features/auth/api/get-current-user';
import { ava } from '@/testing/fixtures';
import { fakeApi } from '@/testing/fake-api';
import { jsonResponse, renderRoute } from '@/testing/test-utils';
import ReceiptsPage from './receipts';

const main = () => within(screen.getByRole('main'));
const dana: CurrentUser = { ...ava, id: 'user-dana', email: 'dana@example.com', firstName: 'Dana', accountType: 'guardian' };

const payment: ReceiptSummary = {
  id: 'HW-20250901-ABCDEFGH',
  number: 'HW-20250901-ABCDEFGH',
  date: '2025-09-01T12:00:00.000Z',
  item: 'GROWTH Mentorship Package',
  amount: 504,
  refundedAmount: 100,
  discount: 'ATHLETE10 (you saved $56)',
  card: 'Visa ending in 4242',
  kind: 'payment',
};
const refund: ReceiptSummary = {
  ...payment,
  id: 'HW-20250905-QRSTUVWX',
  number: 'HW-20250905-QRSTUVWX',
  date: '2025-09-05T12:00:00.000Z',
  amount: 100,
  refundedAmount: 0,
  discount: null,
  kind: 'refund',
};

function openReceipts(user: CurrentUser, receipts: ReceiptSummary[]) {
  setSignedInHint(true);
  const api = fakeApi({ 'GET /api/auth/user': jsonResponse(user), 'GET /api/receipts': jsonResponse({ receipts }) });
  return { api, ...renderRoute(<ReceiptsPage />, '/receipts') };
}

describe('/receipts', () => {
  it('lists her receipts as cards: number, date, item, amount, discount, refunded, and a PDF link each', async () => {
    openReceipts(ava, [refund, payment]);
    const list = within(await main().findByRole('list', { name: 'Your receipts' }));
    const [first, second] = list.getAllByRole('listitem');
    const refundCard = within(first as HTMLElement);
    expect(refundCard.getByText('HW-20250905-QRSTUVWX')).toBeDefined();
    expect(refundCard.getByText('−$100')).toBeDefined();
    const paid = within(second as HTMLElement);
    expect(paid.getByText('GROWTH Mentorship Package')).toBeDefined();
    expect(paid.getByText('$504')).toBeDefined();
    expect(paid.getByText(/Sep 1, 2025/)).toBeDefined();
    expect(paid.getByText('Discount ATHLETE10 (you saved $56)')).toBeDefined();
    expect(paid.getByText('$100 refunded')).toBeDefined();
    const pdf = paid.getByRole('link', { name: 'Download PDF of receipt HW-20250901-ABCDEFGH' });
    expect(pdf.getAttribute('href')).toBe('/api/receipts/HW-20250901-ABCDEFGH/pdf');
    expect(pdf.hasAttribute('download')).toBe(true);
    expect(main().getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('says so when there is none yet, and takes a guardian back to her family page', async () => {
    openReceipts(dana, []);
    expect(await main().findByText(/No receipts yet/)).toBeDefined();
    expect(main().getByRole('link', { name: 'Back to Family' }).getAttribute('href')).toBe('/family');
  });
});
