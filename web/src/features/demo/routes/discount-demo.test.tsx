import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { fakeApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/test-utils';
import { renderDemo, shownToast, shownToastVariant } from '../testing/render-demo';
import DiscountDemoRoute from './discount-demo';

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

const services = { database: 'up', storage: 'up', identity: 'up', email: 'up', events: 'up' };
const athlete20 = { code: 'ATHLETE20', type: 'percentage', description: '20% off your purchase', originalAmount: 500, discountAmount: 100, finalAmount: 400 };

describe('/discount-demo', () => {
  it('lists the six sample codes on a marked, unindexed page', () => {
    fakeApi({});
    renderDemo('/discount-demo', <DiscountDemoRoute />);
    expect(screen.getByRole('note', { name: 'Demo page' })).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Discount Demo']);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    const codes = within(screen.getByRole('region', { name: 'Sample codes' })).getAllByRole('button');
    expect(codes.map((button) => button.textContent)).toEqual([
      'WELCOME1010% off your purchaseCopy',
      'ATHLETE2020% off your purchaseCopy',
      'EARLY50$50 off your purchaseCopy',
      'STUDENT1515% off your purchaseCopy',
      'FIRST100$100 off your purchaseCopy',
      'FIREBOMBERS10% off your purchaseCopy',
    ]);
  });

  it("copies a code with a click: 'Code Copied!' naming it", async () => {
    fakeApi({});
    const { user } = renderDemo('/discount-demo', <DiscountDemoRoute />);
    await user.click(screen.getByRole('button', { name: /^EARLY50 / }));
    expect(await navigator.clipboard.readText()).toBe('EARLY50');
    expect(shownToast()).toBe('Code Copied!: EARLY50 is on your clipboard. Paste it at checkout.');
  });

  it('says how to copy by hand when the browser refuses the clipboard', async () => {
    fakeApi({});
    const { user } = renderDemo('/discount-demo', <DiscountDemoRoute />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: /^FIRST100 / }));
    expect(shownToast()).toBe('Copy Failed: Your browser did not allow copying. Select FIRST100 and copy it yourself.');
    expect(shownToastVariant()).toBe('destructive');
  });

  it('tries a code on the $500 sample through POST /api/validate-discount: $100 off, $400 to pay', async () => {
    const api = fakeApi({ 'POST /api/validate-discount': jsonResponse({ valid: true, discount: athlete20 }) });
    const { user } = renderDemo('/discount-demo', <DiscountDemoRoute />);
    const tester = within(screen.getByRole('region', { name: 'Try a code' }));
    const breakdown = () => Object.fromEntries(tester.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(breakdown()).toEqual({ 'Sample purchase': '$500', Discount: '$0', 'Final amount': '$500' });

    await user.type(tester.getByLabelText(/Discount code/), 'athlete20{Enter}');
    await tester.findByText('Discount: ATHLETE20 (-$100)');
    expect(api.callsTo('POST /api/validate-discount').map((c) => c.body)).toEqual([{ discountCode: 'ATHLETE20', amount: 500 }]);
    expect(breakdown()).toEqual({ 'Sample purchase': '$500', Discount: '-$100', 'Final amount': '$400' });
    expect(tester.getByText('$400', { selector: 'section[aria-label="Order summary"] span' }).textContent).toBe('Price after discount: $400');
  });

  it('opens the real checkouts: the $500 sample and the Starter package', () => {
    fakeApi({});
    renderDemo('/discount-demo', <DiscountDemoRoute />);
    expect(screen.getByRole('link', { name: 'Open Checkout ($500 sample)' }).getAttribute('href')).toBe(
      '/checkout?amount=500&description=Discount+demo+sample+purchase',
    );
    expect(screen.getByRole('link', { name: 'Open Protected Checkout (Starter package)' }).getAttribute('href')).toBe(
      '/protected-checkout?type=mentorship&packageType=starter&amount=400&totalSessions=5',
    );
  });

  it('lists no code on a stage without the sample codes (prod), and says the page is not available', async () => {
    fakeApi({ 'GET /api/health': jsonResponse({ status: 'ok', stage: 'prod', services }) });
    renderDemo('/discount-demo', <DiscountDemoRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not available' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Sample codes' })).toBeNull();
    expect(screen.queryByText('WELCOME10')).toBeNull();
  });

  it('keeps listing them on the dev stage', async () => {
    const api = fakeApi({ 'GET /api/health': jsonResponse({ status: 'ok', stage: 'dev', services }) });
    renderDemo('/discount-demo', <DiscountDemoRoute />);
    await vi.waitFor(() => expect(api.callsTo('GET /api/health')).toHaveLength(1));
    expect(await screen.findByRole('region', { name: 'Sample codes' })).toBeDefined();
  });
});
