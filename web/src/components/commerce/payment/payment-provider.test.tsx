import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentProvider } from './payment-provider';
import type { PaymentController } from './types';

// Stripe's packages replaced at the edge: what matters here is how the provider drives them.
const stripe = { confirmPayment: vi.fn() };
const elements = { submit: vi.fn() };
const loadStripe = vi.fn(async (_key: string) => stripe);
let elementsProps: { stripe: unknown; options: unknown } | undefined;

vi.mock('@stripe/stripe-js', () => ({ loadStripe: (key: string) => loadStripe(key) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, ...props }: { children: ReactNode; stripe: unknown; options: unknown }) => {
    elementsProps = props;
    return <>{children}</>;
  },
  PaymentElement: ({ onReady }: { onReady: () => void }) => (
    <button type="button" onClick={onReady}>
      fake payment element
    </button>
  ),
  useStripe: () => stripe,
  useElements: () => elements,
}));

function renderProvider() {
  const seen: { current?: PaymentController } = {};
  render(
    <PaymentProvider clientSecret="pi_1_secret_x">
      {(payment) => {
        seen.current = payment;
        return (
          <div>
            {payment.fields}
            <output data-testid="ready">{String(payment.ready)}</output>
          </div>
        );
      }}
    </PaymentProvider>,
  );
  return seen;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.clearAllMocks();
});

describe('PaymentProvider', () => {
  it('without a publishable key: the local test-card form, ready at once, and Stripe never loaded', () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', '');
    const seen = renderProvider();
    expect(seen.current?.provider).toBe('local');
    expect(screen.getByLabelText('Card number')).toBeDefined();
    expect(screen.getByTestId('ready').textContent).toBe('true');
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it("with a key: Stripe's Payment Element for the client secret, ready once it has loaded, confirmed with the return URL and no receipt e-mail (HerWay sends its own receipt)", async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_123');
    const seen = renderProvider();
    // 'Payment System Loading...' until Stripe's chunk arrives; Pay waits.
    expect(screen.getByText('Payment System Loading...')).toBeDefined();
    expect(screen.getByTestId('ready').textContent).toBe('false');

    const element = await screen.findByRole('button', { name: 'fake payment element' }, { timeout: 5000 });
    expect(seen.current?.provider).toBe('stripe');
    expect(screen.getByTestId('ready').textContent).toBe('false');
    expect(elementsProps?.options).toMatchObject({ clientSecret: 'pi_1_secret_x' });
    await waitFor(() => expect(loadStripe).toHaveBeenCalledWith('pk_test_123'));
    act(() => element.click());
    expect(screen.getByTestId('ready').textContent).toBe('true');

    elements.submit.mockResolvedValue({});
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const outcome = await seen.current?.confirm({ returnUrl: 'http://localhost/payment-success?type=course&package=full_packet' });
    expect(outcome).toEqual({ type: 'succeeded', paymentIntentId: 'pi_1' });
    expect(elements.submit).toHaveBeenCalledTimes(1);
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements,
      confirmParams: { return_url: 'http://localhost/payment-success?type=course&package=full_packet' },
      redirect: 'if_required',
    });
  });

  it("with a key: the element's own validation stops the payment ('Payment Information Invalid')", async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_123');
    const seen = renderProvider();
    await screen.findByRole('button', { name: 'fake payment element' }, { timeout: 5000 });
    elements.submit.mockResolvedValue({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } });
    expect(await seen.current?.confirm({ returnUrl: 'http://localhost/payment-success' })).toEqual({
      type: 'incomplete',
      message: 'Your card number is incomplete.',
    });
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });
});
