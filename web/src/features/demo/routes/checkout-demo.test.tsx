import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { mockFetch } from '@/testing/test-utils';
import { renderDemo, shownToast, shownToastVariant } from '../testing/render-demo';
import CheckoutDemoRoute from './checkout-demo';

afterEach(() => act(() => dismissToast()));

const pay = () => screen.getByRole('button', { name: 'Pay $250' });
const terms = () => screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ });

describe('/checkout-demo', () => {
  it('is a marked, unindexed demo page showing the Premium package, without a card form', () => {
    renderDemo('/checkout-demo', <CheckoutDemoRoute />);
    expect(screen.getByRole('note', { name: 'Demo page' }).textContent).toMatch(/Demo page/);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Checkout Demo']);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.title).toBe('Checkout Demo | HerWay');

    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(summary.getByRole('heading', { level: 2, name: 'Premium Mentorship Package' })).toBeDefined();
    expect(summary.getByText('$250').textContent).toBe('Price: $250');
    const included = within(screen.getByRole('region', { name: "What's included" }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(included).toEqual(['3 one-on-one 60-minute mentorship sessions', 'Athletic resume review', 'College list strategy', 'Coach e-mail templates']);
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
  });

  it('Pay looks disabled until the terms are agreed; pressed anyway it asks for them: toast, message and focus', async () => {
    const fetchMock = mockFetch();
    const { user } = renderDemo('/checkout-demo', <CheckoutDemoRoute />);
    expect(pay().getAttribute('aria-disabled')).toBe('true');
    expect(pay()).toHaveProperty('disabled', false);

    await user.click(pay());
    expect(shownToast()).toBe('Terms Agreement Required: Please agree to the Terms of Service to complete your purchase.');
    expect(shownToastVariant()).toBe('destructive');
    expect(screen.getByRole('alert').textContent).toBe('Please agree to the Terms of Service to complete your purchase.');
    expect(document.activeElement).toBe(terms());
    expect(terms().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("agreed, Pay only shows 'Demo Complete': nothing is sent anywhere", async () => {
    const fetchMock = mockFetch();
    const { user } = renderDemo('/checkout-demo', <CheckoutDemoRoute />);
    await user.click(terms());
    expect(pay().getAttribute('aria-disabled')).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();

    // Keyboard too: Enter on the focused button submits.
    pay().focus();
    await user.keyboard('{Enter}');
    expect(shownToast()).toBe('Demo Complete: This was a demo: no card was asked for, no payment was taken and nothing was purchased.');
    expect(shownToastVariant()).toBe('default');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
