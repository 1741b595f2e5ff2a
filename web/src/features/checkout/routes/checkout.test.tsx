import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { jsonResponse } from '@/testing/test-utils';
import { fakeApi } from '@/testing/fake-api';
import { intentReply, location, renderCheckout, toastDescription, toastTitle } from '../testing/render-checkout';

vi.mock('@/lib/analytics', () => ({ trackEvent: vi.fn() }));

const PATH = '/checkout?amount=250&description=Highlight%20video%20review';
const SLOW = { timeout: 5000 };
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1) await advance(0);
  expect(check()).toBe(true);
}

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

const TERMS_LABEL = 'I agree to the Terms of Service and understand that all sales are final and non-refundable.';

async function fillInfo(user: ReturnType<typeof userEvent.setup>, info: { name?: string; athleteName?: string; email?: string } = {}) {
  const { name = 'Maria Lopez', athleteName = 'Ava Lopez', email = 'maria@example.com' } = info;
  if (name) await user.type(screen.getByLabelText('Parent/guardian name'), name);
  if (athleteName) await user.type(screen.getByLabelText('Athlete name'), athleteName);
  if (email) await user.type(screen.getByLabelText('Email'), email);
}

/** Her details and the terms box ticked, as step 1 needs them. */
async function fillInfoAndAgree(user: ReturnType<typeof userEvent.setup>) {
  await fillInfo(user);
  await user.click(screen.getByRole('checkbox', { name: TERMS_LABEL }));
}

describe('/checkout', () => {
  it('goes home when the link has no amount', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderCheckout('/checkout?description=Something', null);
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeDefined();
    expect(screen.getByText(/has no amount/)).toBeDefined();
    await advance(1000);
    expect(location()).toBe('/');
  });

  it("asks for every field: 'Information Required'", async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderCheckout(PATH, null);
    expect(screen.getByRole('heading', { level: 2, name: 'Highlight video review' })).toBeDefined();
    expect(screen.getByText('$250')).toBeDefined();
    await fillInfo(user, { athleteName: '' });
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(toastTitle()).toBe('Information Required');
    expect(toastDescription()).toBe('Please fill in all required fields.');
    const athlete = screen.getByLabelText('Athlete name');
    expect(athlete.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(athlete);
    expect(api.calls).toEqual([]);
  });

  it("checks the e-mail: 'Invalid Email'", async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderCheckout(PATH, null);
    await fillInfo(user, { email: 'maria@example' });
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(toastTitle()).toBe('Invalid Email');
    expect(toastDescription()).toBe('Please enter a valid email address.');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('says the terms in plain words and needs the box ticked to continue: the message, and nothing is opened', async () => {
    const api = fakeApi({ 'POST /api/create-payment-intent': intentReply(250, 'pi_custom0') });
    const user = userEvent.setup();
    renderCheckout(PATH, null);
    const terms = within(screen.getByRole('region', { name: 'Refunds and cancellations' }));
    expect(terms.getByText('This payment is final and non-refundable.')).toBeDefined();
    expect(terms.getByText(/If we cancel a session .* you may get a full refund/)).toBeDefined();
    expect(terms.getByRole('link', { name: 'Read the full Terms of Service' }).getAttribute('href')).toBe('/terms');
    await fillInfo(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getByRole('alert').textContent).toBe('Please agree to the Terms of Service to complete your purchase.');
    expect(toastTitle()).toBe('Terms Agreement Required');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: TERMS_LABEL }));
    expect(api.calls).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: TERMS_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(api.callsTo('POST /api/create-payment-intent')).toHaveLength(1));
    expect(api.callsTo('POST /api/create-payment-intent')[0]?.body).toMatchObject({ acceptedTerms: true, amount: 250 });
  });

  it("opens the payment with the discounted amount, shows 'Setting up your payment...', then the card form; success goes to /payment-success 1.5 s later", async () => {
    let releaseSession: () => void = () => undefined;
    const api = fakeApi({
      'POST /api/validate-discount': jsonResponse({
        valid: true,
        discount: { code: 'EARLY50', type: 'fixed', description: '$50 off your purchase', originalAmount: 250, discountAmount: 50, finalAmount: 200 },
      }),
      'POST /api/create-payment-intent': () => new Promise<Response>((resolve) => (releaseSession = () => resolve(intentReply(200, 'pi_custom1')))),
      'POST /local/stripe/confirm': jsonResponse({ status: 'succeeded', paymentIntentId: 'pi_custom1' }),
      'POST /api/payment-success': jsonResponse({ success: true, status: 'succeeded' }),
    });
    const user = userEvent.setup();
    renderCheckout(PATH, null);
    await fillInfoAndAgree(user);
    await user.type(screen.getByLabelText(/Discount code/), 'early50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount: EARLY50 (-$50)')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByText('Setting up your payment...')).toBeDefined();
    expect(api.callsTo('POST /api/create-payment-intent')[0]?.body).toEqual({
      acceptedTerms: true,
      amount: 200,
      originalAmount: 250,
      description: 'Highlight video review',
      customerInfo: { name: 'Maria Lopez', athleteName: 'Ava Lopez', email: 'maria@example.com' },
      discountCode: 'EARLY50',
    });
    releaseSession();

    await user.type(await screen.findByLabelText('Card number', {}, SLOW), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
    await user.type(screen.getByLabelText('CVC'), '123');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(screen.getByRole('form', { name: 'Payment' })).getByRole('button', { name: 'Pay $200' }));
    await until(() => toastTitle() === 'Payment Successful!');
    await until(() => api.callsTo('POST /api/payment-success').length === 1);
    expect(api.callsTo('POST /api/payment-success')[0]?.body).toEqual({
      paymentIntentId: 'pi_custom1',
      // No session on this page: the client secret proves the browser opened the payment.
      clientSecret: 'pi_custom1_secret_abc',
      customerInfo: { name: 'Maria Lopez', athleteName: 'Ava Lopez', email: 'maria@example.com' },
    });
    await advance(1500);
    expect(location()).toBe('/payment-success?payment_intent=pi_custom1');
  });

  it("shows 'Processing...' while paying, and lets her go back to edit her details", async () => {
    let releaseConfirm: () => void = () => undefined;
    fakeApi({
      'POST /api/create-payment-intent': intentReply(250, 'pi_custom2'),
      'POST /local/stripe/confirm': () =>
        new Promise<Response>(
          (resolve) =>
            (releaseConfirm = () =>
              resolve(
                jsonResponse(
                  { status: 'requires_payment_method', error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
                  402,
                ),
              )),
        ),
    });
    const user = userEvent.setup();
    renderCheckout(PATH, null);
    await fillInfoAndAgree(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.type(await screen.findByLabelText('Card number', {}, SLOW), '4000000000000002');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $250' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Edit details' })).toHaveProperty('disabled', true);
    releaseConfirm();
    await waitFor(() => expect(toastTitle()).toBe('Payment Failed'));
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'maria@example.com');
  });

  it('shows the server refusing the amount', async () => {
    fakeApi({ 'POST /api/create-payment-intent': jsonResponse({ message: 'The amount must be a whole number of dollars from $1 to $5,000.' }, 400) });
    const user = userEvent.setup();
    renderCheckout('/checkout?amount=9000&description=Big', null);
    await fillInfoAndAgree(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Checkout Unavailable' }, SLOW)).toBeDefined();
    expect(screen.getByText(/from \$1 to \$5,000/)).toBeDefined();
    expect(toastTitle()).toBe('Checkout Error');
  });
});
