import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import { confirmLocalCard } from './local-confirm';

const body = { clientSecret: 'pi_1_secret_x', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

describe('confirmLocalCard', () => {
  it('posts the card to /local/stripe/confirm as JSON and reads a success', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ status: 'succeeded', paymentIntentId: 'pi_1' }));
    expect(await confirmLocalCard(body)).toEqual({ type: 'succeeded', paymentIntentId: 'pi_1' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/local/stripe/confirm');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(body);
  });

  it("reads a decline (402) as Stripe's card error", async () => {
    mockFetch(() =>
      jsonResponse(
        {
          status: 'requires_payment_method',
          paymentIntentId: 'pi_1',
          error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
        },
        402,
      ),
    );
    expect(await confirmLocalCard(body)).toEqual({ type: 'error', error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
  });

  it('reads a bare 400 { message } as a validation error', async () => {
    mockFetch(() => jsonResponse({ message: 'Your card number is incorrect.' }, 400));
    expect(await confirmLocalCard(body)).toEqual({ type: 'error', error: { type: 'validation_error', message: 'Your card number is incorrect.' } });
  });

  it('reads an unexpected state (409) with its code', async () => {
    mockFetch(() =>
      jsonResponse(
        { status: 'succeeded', error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'already succeeded' } },
        409,
      ),
    );
    expect(await confirmLocalCard(body)).toMatchObject({ type: 'error', error: { code: 'payment_intent_unexpected_state' } });
  });

  it('turns a status without an error into a status outcome', async () => {
    mockFetch(() => jsonResponse({ status: 'processing', paymentIntentId: 'pi_1' }));
    expect(await confirmLocalCard(body)).toEqual({ type: 'status', status: 'processing', paymentIntentId: 'pi_1' });
  });

  it('never throws: a network failure or a non-JSON answer is a payment error', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await confirmLocalCard(body)).toMatchObject({ type: 'error', error: { message: expect.stringContaining('could not be reached') } });
    mockFetch(() => new Response('<html>', { status: 502 }));
    expect(await confirmLocalCard(body)).toEqual({ type: 'error', error: { message: 'Payment service error: 502' } });
  });
});
