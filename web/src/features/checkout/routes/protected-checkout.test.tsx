import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { trackEvent } from '@/lib/analytics';
import { jsonResponse } from '@/testing/test-utils';
import { reloadPage } from '../lib/reload-page';
import { fakeApi } from '@/testing/fake-api';
import { ava, intentReply, location, renderCheckout, toastDescription, toastTitle } from '../testing/render-checkout';

vi.mock('../lib/reload-page', () => ({ reloadPage: vi.fn() }));
vi.mock('@/lib/analytics', () => ({ trackEvent: vi.fn() }));

const GROWTH = '/protected-checkout?type=mentorship&packageType=growth&amount=560&totalSessions=8';
const SLOW = { timeout: 5000 };

/** Runs due fake timers and lets promises settle, without moving the clock, until `check` passes. */
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1) {
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
  }
  expect(check()).toBe(true);
}
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const fakeTimeouts = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

function deferred() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242424242424242') {
  await user.type(await screen.findByLabelText('Card number', {}, SLOW), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
  await user.type(screen.getByLabelText('CVC'), '123');
}

const payButton = () => screen.getByRole('button', { name: /^Pay \$|Processing|Payment Complete|Refreshing/ });
const TERMS_LABEL = 'I agree to the Terms of Service and understand that all sales are final and non-refundable.';
/** Ticks the terms box: the payment session is opened only then. */
const agree = async () => fireEvent.click(await screen.findByRole('checkbox', { name: TERMS_LABEL }, SLOW));

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
  vi.mocked(trackEvent).mockClear();
});

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('/protected-checkout: login', () => {
  it("signed out: 'Login Required', then /login (back here afterwards) 1 s later, without opening a payment", async () => {
    const api = fakeApi({});
    fakeTimeouts();
    renderCheckout(GROWTH, null);
    expect(screen.getByRole('heading', { level: 1, name: 'Secure Checkout' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Login Required' })).toBeDefined();
    expect(toastTitle()).toBe('Login Required');
    await advance(999);
    expect(location()).toBe(GROWTH);
    await advance(1);
    expect(location()).toBe(`/login?redirect=${encodeURIComponent(GROWTH)}`);
    expect(api.calls).toEqual([]);
  });

  it("shows 'Checking authentication...' then 'Preparing secure checkout...'", async () => {
    const who = deferred();
    const session = deferred();
    fakeApi({ 'GET /api/auth/user': () => who.promise, 'POST /api/purchase-mentorship': () => session.promise });
    renderCheckout(GROWTH, undefined);
    expect(screen.getByText('Checking authentication...')).toBeDefined();
    who.resolve(jsonResponse(ava));
    await agree();
    expect(await screen.findByText('Preparing secure checkout...', {}, SLOW)).toBeDefined();
    session.resolve(intentReply(560));
    expect(await screen.findByRole('button', { name: 'Pay $560' }, SLOW)).toBeDefined();
  });
});

describe('/protected-checkout: the payment session', () => {
  it('opens a mentorship session with the page amount and shows the Secure Checkout card', async () => {
    const api = fakeApi({ 'POST /api/purchase-mentorship': intentReply(560) });
    renderCheckout(GROWTH, ava);
    expect(await screen.findByRole('heading', { level: 2, name: 'GROWTH Mentorship Package' }, SLOW)).toBeDefined();
    await agree();
    expect(await screen.findByText(/^Test mode: 4242 4242 4242 4242 succeeds/, {}, SLOW)).toBeDefined();
    expect(api.callsTo('POST /api/purchase-mentorship').map((c) => c.body)).toEqual([
      { acceptedTerms: true, amount: 560, packageType: 'growth', totalSessions: 8 },
    ]);
    expect(screen.getByText('$560')).toBeDefined();
    expect(payButton().textContent).toBe('Pay $560');
    expect(screen.getByRole('checkbox', { name: TERMS_LABEL })).toHaveProperty('checked', true);
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(vi.mocked(trackEvent)).toHaveBeenCalledWith(
      'begin_checkout',
      expect.objectContaining({ product_type: 'mentorship', package_type: 'growth', value: 560 }),
    );
    expect(screen.queryByRole('note', { name: 'Pre-order' })).toBeNull();
    expect(api.callsTo('GET /api/course/release')).toEqual([]);
  });

  it('says the Course Packet that comes with Elite is a pre-order too', async () => {
    fakeApi({ 'POST /api/purchase-mentorship': intentReply(650), 'GET /api/course/release': jsonResponse({ released: false }) });
    renderCheckout('/protected-checkout?type=mentorship&packageType=elite&amount=650&totalSessions=10', ava);
    expect((await screen.findByRole('note', { name: 'Pre-order' }, SLOW)).textContent).toMatch(/The Course Packet is a pre-order/);
  });

  it('defaults to the course packet at $150', async () => {
    const api = fakeApi({ 'POST /api/purchase-course': intentReply(150) });
    renderCheckout('/protected-checkout', ava);
    expect(await screen.findByRole('heading', { level: 2, name: 'Complete Course Packet' }, SLOW)).toBeDefined();
    await agree();
    await waitFor(() =>
      expect(api.callsTo('POST /api/purchase-course').map((c) => c.body)).toEqual([{ acceptedTerms: true, amount: 150, courseType: 'full_packet' }]),
    );
    expect(payButton().textContent).toBe('Pay $150');
  });

  it('says plainly that the course is a pre-order while none of it is released, and not once it is', async () => {
    fakeApi({ 'POST /api/purchase-course': intentReply(150), 'GET /api/course/release': jsonResponse({ released: false }) });
    const first = renderCheckout('/protected-checkout?type=course&courseType=full_packet&amount=150', ava);
    const note = await screen.findByRole('note', { name: 'Pre-order' }, SLOW);
    expect(note.textContent).toMatch(
      /The Course Packet is a pre-order\. .*nothing to download yet\. We will e-mail you as soon as the first module is released/,
    );
    first.unmount();

    fakeApi({ 'POST /api/purchase-course': intentReply(150), 'GET /api/course/release': jsonResponse({ released: true }) });
    renderCheckout('/protected-checkout?type=course&courseType=full_packet&amount=150', ava);
    expect(await screen.findByRole('button', { name: 'Pay $150' }, SLOW)).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('note', { name: 'Pre-order' })).toBeNull());
  });

  it("uses the server's current price after a 409, once, and says so", async () => {
    const api = fakeApi({
      'POST /api/purchase-mentorship': (_body, call) =>
        call === 1 ? jsonResponse({ message: 'The price has changed. The current price is $560.', currentAmount: 560 }, 409) : intentReply(560),
    });
    renderCheckout('/protected-checkout?type=mentorship&packageType=growth&amount=750&totalSessions=10', ava);
    await agree();
    expect(await screen.findByRole('button', { name: 'Pay $560' }, SLOW)).toBeDefined();
    expect(api.callsTo('POST /api/purchase-mentorship').map((c) => c.body)).toEqual([
      { acceptedTerms: true, amount: 750, packageType: 'growth', totalSessions: 10 },
      { acceptedTerms: true, amount: 560, packageType: 'growth', totalSessions: 8 },
    ]);
    await waitFor(() => expect(toastTitle()).toBe('Price Updated'));
    expect(toastDescription()).toBe('The price has changed. The current price is $560.');
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'The price has changed. The current price is $560.')).toBe(true);
  });

  it('she already owns the course packet: says so, links her dashboard, offers no payment', async () => {
    const owned = { message: "You already own the Course Packet: it's yours for life, on your dashboard.", owned: true, dashboardPath: '/dashboard' };
    const api = fakeApi({ 'POST /api/purchase-course': jsonResponse(owned, 409) });
    renderCheckout('/protected-checkout', ava);
    await agree();
    expect(await screen.findByRole('heading', { level: 2, name: 'Already yours' }, SLOW)).toBeDefined();
    expect(screen.getByText(owned.message)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(api.callsTo('POST /api/purchase-course')).toHaveLength(1);
  });

  it('does not loop on a second 409: Checkout Unavailable with the message', async () => {
    const api = fakeApi({
      'POST /api/purchase-course': jsonResponse({ message: 'The price has changed. The current price is $150.', currentAmount: 150 }, 409),
    });
    renderCheckout('/protected-checkout?amount=99', ava);
    await agree();
    expect(await screen.findByRole('heading', { level: 2, name: 'Checkout Unavailable' }, SLOW)).toBeDefined();
    expect(api.callsTo('POST /api/purchase-course')).toHaveLength(2);
    expect(screen.getByText('Server error: 409')).toBeDefined();
  });

  it("a server error: 'Server error: {status}', the 'Checkout Error' toast, and Try Again reloads", async () => {
    fakeApi({ 'POST /api/purchase-mentorship': jsonResponse({ message: 'Internal server error' }, 500) });
    const user = userEvent.setup();
    renderCheckout(GROWTH, ava);
    await agree();
    expect(await screen.findByRole('heading', { level: 2, name: 'Checkout Unavailable' }, SLOW)).toBeDefined();
    expect(screen.getByText('Server error: 500')).toBeDefined();
    expect(toastTitle()).toBe('Checkout Error');
    expect(toastDescription()).toBe('Unable to initialize checkout: Server error: 500. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("no client secret: 'No client secret received from server'", async () => {
    fakeApi({ 'POST /api/purchase-mentorship': jsonResponse({ paymentIntentId: 'pi_1', amount: 560 }) });
    renderCheckout(GROWTH, ava);
    await agree();
    expect(await screen.findByText('No client secret received from server', {}, SLOW)).toBeDefined();
    expect(toastDescription()).toBe('Unable to initialize checkout: No client secret received from server. Please try again.');
  });

  it("a network failure: 'Payment Setup Error'", async () => {
    fakeApi({ 'POST /api/purchase-mentorship': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderCheckout(GROWTH, ava);
    await agree();
    expect(await screen.findByRole('heading', { level: 2, name: 'Checkout Unavailable' }, SLOW)).toBeDefined();
    expect(toastTitle()).toBe('Payment Setup Error');
    expect(toastDescription()).toBe('Failed to initialize payment. Please try again.');
  });

  it("a 401: 'Session Expired', then /login 0.5 s later", async () => {
    const session = deferred();
    fakeApi({ 'POST /api/purchase-mentorship': () => session.promise });
    renderCheckout(GROWTH, ava);
    await agree();
    await screen.findByText('Preparing secure checkout...', {}, SLOW);
    fakeTimeouts();
    session.resolve(jsonResponse({ message: 'Authentication required' }, 401));
    await until(() => toastTitle() === 'Session Expired');
    expect(toastDescription()).toBe('Please log in again. Redirecting...');
    await advance(499);
    expect(location()).toBe(GROWTH);
    await advance(1);
    expect(location()).toBe(`/login?redirect=${encodeURIComponent(GROWTH)}`);
  });

  it('does not offer a product the catalog does not sell', async () => {
    const api = fakeApi({});
    renderCheckout('/protected-checkout?type=mentorship&packageType=premium&amount=250', ava);
    expect(await screen.findByRole('heading', { level: 2, name: 'Checkout Unavailable' }, SLOW)).toBeDefined();
    expect(screen.getByText(/PREMIUM Mentorship Package/)).toBeDefined();
    expect(api.calls).toEqual([]);
  });
});

describe('/protected-checkout: discount', () => {
  it('applying opens a new session at the discounted price; removing opens one at the full price', async () => {
    const second = deferred();
    const api = fakeApi({
      'POST /api/purchase-mentorship': (body, call) => (call === 2 ? second.promise : intentReply((body as { amount: number }).amount, `pi_call${call}`)),
      'POST /api/validate-discount': jsonResponse({
        valid: true,
        discount: { code: 'ATHLETE20', type: 'percentage', description: '20% off your purchase', originalAmount: 560, discountAmount: 112, finalAmount: 448 },
      }),
    });
    const user = userEvent.setup();
    renderCheckout(GROWTH, ava);
    await agree();
    await screen.findByRole('button', { name: 'Pay $560' }, SLOW);
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false), SLOW);
    await user.type(screen.getByLabelText(/Discount code/), 'athlete20{Enter}');

    // The new session is on its way: the new price shows, and Pay waits for the new form.
    expect(await screen.findByText('Discount: ATHLETE20 (-$112)', {}, SLOW)).toBeDefined();
    expect(screen.getByText('$560').tagName).toBe('S');
    expect(payButton().textContent).toBe('Pay $448');
    expect(payButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Preparing secure checkout...')).toBeDefined();
    expect(toastTitle()).toBe('Discount Applied!');
    expect(api.callsTo('POST /api/validate-discount')[0]?.body).toEqual({ discountCode: 'ATHLETE20', amount: 560, productKey: 'growth' });

    second.resolve(intentReply(448, 'pi_call2'));
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false), SLOW);
    expect(api.callsTo('POST /api/purchase-mentorship')[1]?.body).toEqual({
      acceptedTerms: true,
      amount: 448,
      packageType: 'growth',
      totalSessions: 8,
      discountCode: 'ATHLETE20',
    });

    await user.click(screen.getByRole('button', { name: 'Remove discount code ATHLETE20' }));
    expect(toastTitle()).toBe('Discount Removed');
    await waitFor(() => expect(api.callsTo('POST /api/purchase-mentorship')).toHaveLength(3), SLOW);
    expect(api.callsTo('POST /api/purchase-mentorship')[2]?.body).toEqual({ acceptedTerms: true, amount: 560, packageType: 'growth', totalSessions: 8 });
    expect(await screen.findByRole('button', { name: 'Pay $560' }, SLOW)).toBeDefined();
    expect(screen.queryByText(/^Discount:/)).toBeNull();
  });
});

describe('/protected-checkout: paying', () => {
  function payingApi(confirm: Response | (() => Response)) {
    return fakeApi({
      'POST /api/purchase-mentorship': intentReply(560),
      '/local/stripe/confirm': confirm,
      'POST /local/stripe/confirm': confirm,
      'POST /api/payment-success': jsonResponse({ success: true, status: 'succeeded' }),
    });
  }

  it('needs the terms: nothing is opened before the box is ticked; Pay asks for it (the message, the toast), before and after', async () => {
    const api = payingApi(jsonResponse({ status: 'succeeded', paymentIntentId: 'pi_test123' }));
    const user = userEvent.setup();
    renderCheckout(GROWTH, ava);
    await user.click(await screen.findByRole('button', { name: 'Pay $560' }, SLOW));
    expect(screen.getByRole('alert').textContent).toBe('Please agree to the Terms of Service to complete your purchase.');
    expect(toastTitle()).toBe('Terms Agreement Required');
    const terms = screen.getByRole('checkbox', { name: TERMS_LABEL });
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(terms);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(api.callsTo('POST /api/purchase-mentorship')).toHaveLength(0);

    // Ticked: the session is opened, saying she agreed.
    await user.click(terms);
    expect(screen.queryByRole('alert')).toBeNull();
    await fillCard(user);
    expect(api.callsTo('POST /api/purchase-mentorship').map((c) => c.body)).toEqual([
      { acceptedTerms: true, amount: 560, packageType: 'growth', totalSessions: 8 },
    ]);

    // Unticked again: the card form stays, but Pay asks for the box and nothing is sent.
    await user.click(screen.getByRole('checkbox', { name: TERMS_LABEL }));
    await user.click(payButton());
    expect(screen.getByRole('alert').textContent).toBe('Please agree to the Terms of Service to complete your purchase.');
    expect(api.callsTo('POST /local/stripe/confirm')).toHaveLength(0);
  });

  it('says what is included and the refund and cancellation terms in plain words, before the box', async () => {
    fakeApi({});
    renderCheckout(GROWTH, ava);
    expect(await screen.findByText('8 one-on-one 60-minute sessions', {}, SLOW)).toBeDefined();
    const terms = within(screen.getByRole('region', { name: 'Refunds and cancellations' }));
    expect(
      terms.getByText(/rescheduled or cancelled up to 24 hours before they start\. With less notice, the session counts as used and is not refunded/),
    ).toBeDefined();
    expect(terms.getByText('Mentorship packages are non-refundable once purchased, including sessions you have not used.')).toBeDefined();
    expect(terms.getByText(/If we cancel a session .* you may get a full refund/)).toBeDefined();
    expect(terms.queryByText(/Course Packet/)).toBeNull();
    expect(terms.getByRole('link', { name: 'Read the full Terms of Service' }).getAttribute('href')).toBe('/terms');
  });

  it('the course: digital content, non-refundable once accessed; Elite has both', async () => {
    fakeApi({ 'GET /api/course/release': jsonResponse({ released: false }) });
    const course = renderCheckout('/protected-checkout', ava);
    const courseTerms = within(await screen.findByRole('region', { name: 'Refunds and cancellations' }, SLOW));
    expect(courseTerms.getByText('The Course Packet is digital content: it is non-refundable once it has been accessed.')).toBeDefined();
    expect(courseTerms.queryByText(/Mentorship packages/)).toBeNull();
    course.unmount();
    renderCheckout('/protected-checkout?type=mentorship&packageType=elite&amount=650&totalSessions=10', ava);
    const eliteTerms = within(await screen.findByRole('region', { name: 'Refunds and cancellations' }, SLOW));
    expect(eliteTerms.getByText(/Mentorship packages are non-refundable/)).toBeDefined();
    expect(eliteTerms.getByText(/The Course Packet is digital content/)).toBeDefined();
  });

  it("checks the card form first: 'Payment Information Invalid'", async () => {
    const api = payingApi(jsonResponse({ status: 'succeeded', paymentIntentId: 'pi_test123' }));
    const user = userEvent.setup();
    renderCheckout(GROWTH, ava);
    await user.click(await screen.findByRole('checkbox', {}, SLOW));
    await user.click(payButton());
    await waitFor(() => expect(toastTitle()).toBe('Payment Information Invalid'));
    const form = within(screen.getByRole('form', { name: 'Payment' }));
    expect(form.getByText('Your card number is incomplete.')).toBeDefined();
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /local/stripe/confirm')).toHaveLength(0);
  });

  it("succeeded: 'Processing...', 'Payment Successful!', the dashboard refreshed, the payment recorded, and the success page 1.5 s later", async () => {
    const confirm = deferred();
    const api = fakeApi({
      'POST /api/purchase-mentorship': intentReply(560),
      'POST /local/stripe/confirm': () => confirm.promise,
      'POST /api/payment-success': jsonResponse({ success: true, status: 'succeeded' }),
    });
    const user = userEvent.setup();
    const { queryClient } = renderCheckout(GROWTH, ava);
    queryClient.setQueryData(['/api/dashboard'], { cached: true });
    await agree();
    await fillCard(user);

    fakeTimeouts();
    fireEvent.click(payButton());
    await until(() => payButton().textContent === 'Processing...');
    expect(payButton()).toHaveProperty('disabled', true);
    confirm.resolve(jsonResponse({ status: 'succeeded', paymentIntentId: 'pi_test123' }));
    await until(() => toastTitle() === 'Payment Successful!');
    expect(toastDescription()).toBe('Thank you for your purchase!');
    await until(() => api.callsTo('POST /api/payment-success').length === 1);

    expect(api.callsTo('POST /local/stripe/confirm')[0]?.body).toEqual({
      clientSecret: 'pi_test123_secret_abc',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      returnUrl: 'http://localhost:3000/payment-success?type=mentorship&package=growth',
    });
    expect(api.callsTo('POST /api/payment-success')[0]?.body).toEqual({
      paymentIntentId: 'pi_test123',
      customerInfo: { email: 'ava@example.com', athleteName: 'Ava Lopez' },
    });
    expect(queryClient.getQueryState(['/api/dashboard'])?.isInvalidated).toBe(true);
    expect(vi.mocked(trackEvent)).toHaveBeenCalledWith('purchase', { product_type: 'mentorship', package_type: 'growth', value: 560, currency: 'USD' });

    await advance(1499);
    expect(location()).toBe(GROWTH);
    await advance(1);
    // The success page gets the payment's id: it confirms the purchase reached her dashboard.
    expect(location()).toBe('/payment-success?type=mentorship&package=growth&payment_intent=pi_test123');
  });

  it("declined: 'Payment Failed' with the provider's message; nothing recorded, she can try again", async () => {
    const api = payingApi(
      jsonResponse(
        {
          status: 'requires_payment_method',
          paymentIntentId: 'pi_test123',
          error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
        },
        402,
      ),
    );
    const user = userEvent.setup();
    renderCheckout(GROWTH, ava);
    await agree();
    await fillCard(user, '4000000000000002');
    fakeTimeouts();
    fireEvent.click(payButton());
    await until(() => toastTitle() === 'Payment Failed');
    expect(toastDescription()).toBe('Your card was declined.');
    await until(() => payButton().textContent === 'Pay $560');
    expect(payButton()).toHaveProperty('disabled', false);
    await advance(5000);
    expect(location()).toBe(GROWTH);
    expect(api.callsTo('POST /api/payment-success')).toHaveLength(0);
    expect(vi.mocked(trackEvent)).toHaveBeenCalledWith('payment_failed', expect.objectContaining({ product_type: 'mentorship', value: 560 }));
    // The reason stays on the form after the toast has gone, with what to do next, until she changes the card.
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('Your card was declined.');
    expect(notice.textContent).toContain('Nothing was charged. Check the card details and try again, or use another card');
    fireEvent.input(screen.getByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("another status: 'Payment Status Unknown'", async () => {
    payingApi(jsonResponse({ status: 'requires_capture', paymentIntentId: 'pi_test123' }));
    const user = userEvent.setup();
    renderCheckout(GROWTH, ava);
    await agree();
    await fillCard(user);
    await user.click(payButton());
    await waitFor(() => expect(toastTitle()).toBe('Payment Status Unknown'));
    expect(location()).toBe(GROWTH);
  });

  it("processing: 'Payment Processing', then the success page, told it is processing", async () => {
    payingApi(jsonResponse({ status: 'processing', paymentIntentId: 'pi_test123' }));
    const user = userEvent.setup();
    renderCheckout(GROWTH, ava);
    await agree();
    await fillCard(user);
    fakeTimeouts();
    fireEvent.click(payButton());
    await until(() => toastTitle() === 'Payment Processing');
    await advance(1500);
    expect(location()).toBe('/payment-success?type=mentorship&package=growth&payment_intent=pi_test123&redirect_status=processing');
  });

  it("payment_intent_unexpected_state: 'Payment Session Expired', and the page reloads 2 s later", async () => {
    payingApi(
      jsonResponse(
        {
          status: 'succeeded',
          paymentIntentId: 'pi_test123',
          error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'You cannot confirm this PaymentIntent.' },
        },
        409,
      ),
    );
    const user = userEvent.setup();
    renderCheckout(GROWTH, ava);
    await agree();
    await fillCard(user);
    fakeTimeouts();
    fireEvent.click(payButton());
    await until(() => toastTitle() === 'Payment Session Expired');
    expect(toastDescription()).toBe('Refreshing the page to create a new payment session...');
    await advance(1999);
    expect(reloadPage).not.toHaveBeenCalled();
    await advance(1);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
