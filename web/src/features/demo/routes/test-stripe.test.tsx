import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { fakeApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/test-utils';
import { location, renderDemo, shownToast } from '../testing/render-demo';
import TestStripeRoute from './test-stripe';

const intent = { clientSecret: 'pi_test1_secret_abc', paymentIntentId: 'pi_test1', amount: 400 };

afterEach(() => act(() => dismissToast()));

async function fillCard(user: ReturnType<typeof renderDemo>['user'], cardNumber = '4242 4242 4242 4242') {
  await user.type(await screen.findByLabelText('Card number'), cardNumber);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
  await user.type(screen.getByLabelText('CVC'), '123');
}

describe('/test-stripe', () => {
  it('is a marked, unindexed demo page: one h1, the $400 Starter summary with 5 sessions, the card form and its test-card hint', async () => {
    const api = fakeApi({ 'POST /api/demo/test-payment': jsonResponse(intent) });
    renderDemo('/test-stripe', <TestStripeRoute />);
    expect(within(screen.getByRole('note', { name: 'Demo page' })).getByText(/Demo page — test mode/)).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Test Stripe']);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.title).toBe('Test Stripe | HerWay');
    expect(screen.getByText('Test mode')).toBeDefined();

    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(summary.getByRole('heading', { name: 'Starter Package' })).toBeDefined();
    expect(summary.getByText(/5 one-on-one mentorship sessions/)).toBeDefined();
    expect(summary.getByText('$400')).toBeDefined();

    expect(await screen.findByRole('form', { name: 'Test payment' })).toBeDefined();
    expect(screen.getByText(/4242 4242 4242 4242/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Pay $400' })).toBeDefined();
    // The server prices it; the page sends nothing to price.
    expect(api.callsTo('POST /api/demo/test-payment')).toEqual([{ method: 'POST', url: '/api/demo/test-payment', body: {} }]);
  });

  it("pays with the test card: 'Payment Successful!', the payment reported, then /demo-payment-success", async () => {
    const api = fakeApi({
      'POST /api/demo/test-payment': jsonResponse(intent),
      'POST /local/stripe/confirm': jsonResponse({ status: 'succeeded', paymentIntentId: 'pi_test1' }),
      'POST /api/payment-success': jsonResponse({ success: true, status: 'succeeded' }),
    });
    const { user } = renderDemo('/test-stripe', <TestStripeRoute />);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $400' }));
    expect(shownToast()).toBe('Payment Successful!: The test payment went through. No real money was taken.');
    expect(screen.getByRole('button', { name: 'Payment Complete' }).hasAttribute('disabled')).toBe(true);
    expect(api.callsTo('POST /local/stripe/confirm')[0]?.body).toMatchObject({ clientSecret: 'pi_test1_secret_abc', cardNumber: '4242 4242 4242 4242' });
    await waitFor(() => expect(location()).toBe('/demo-payment-success'), { timeout: 3000 });
    expect(api.callsTo('POST /api/payment-success')[0]?.body).toEqual({ paymentIntentId: 'pi_test1' });
  });

  it("a declined card: 'Payment Failed' and she stays to try again", async () => {
    fakeApi({
      'POST /api/demo/test-payment': jsonResponse(intent),
      'POST /local/stripe/confirm': jsonResponse(
        {
          status: 'requires_payment_method',
          paymentIntentId: 'pi_test1',
          error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
        },
        402,
      ),
    });
    const { user } = renderDemo('/test-stripe', <TestStripeRoute />);
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay $400' }));
    await waitFor(() => expect(shownToast()).toBe('Payment Failed: Your card was declined.'));
    expect(screen.getByRole('button', { name: 'Pay $400' }).hasAttribute('disabled')).toBe(false);
    expect(location()).toBe('/test-stripe');
  });

  it("in production (or with a live key) shows the server's refusal and no payment form", async () => {
    fakeApi({
      'POST /api/demo/test-payment': jsonResponse({ message: 'Test payments are turned off in production: this demo page never takes real money.' }, 403),
    });
    renderDemo('/test-stripe', <TestStripeRoute />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Test payments are not available here');
    expect(alert.textContent).toContain('Test payments are turned off in production: this demo page never takes real money.');
    expect(screen.queryByRole('form', { name: 'Test payment' })).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('offers Try Again when the test payment could not be set up', async () => {
    const api = fakeApi({
      'POST /api/demo/test-payment': (_body, call) =>
        call === 1 ? jsonResponse({ message: 'The payment service is not responding. Please try again in a moment.' }, 503) : jsonResponse(intent),
    });
    const { user } = renderDemo('/test-stripe', <TestStripeRoute />);
    expect((await screen.findByRole('alert')).textContent).toContain('The payment service is not responding.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('form', { name: 'Test payment' })).toBeDefined();
    expect(api.callsTo('POST /api/demo/test-payment')).toHaveLength(2);
  });
});
