import { beforeEach, describe, expect, it, vi } from 'vitest';

// The edges (Stripe, the table) are faked: what is checked is which payment may still be paid.
const stripe = vi.hoisted(() => {
  class PaymentProviderUnavailableError extends Error {}
  return { cancelPaymentIntent: vi.fn(), retrievePaymentIntent: vi.fn(), intentIdempotencyKey: vi.fn(), PaymentProviderUnavailableError };
});
const openPayments = vi.hoisted(() => ({ getOpenPayment: vi.fn(), replaceOpenPayment: vi.fn() }));
const fulfilments = vi.hoisted(() => ({ getFulfilment: vi.fn() }));
const reservations = vi.hoisted(() => ({ releaseReservation: vi.fn(), listLapsedReservations: vi.fn(), reserveDiscount: vi.fn(), attachIntent: vi.fn() }));
vi.mock('./stripe/stripe', () => stripe);
vi.mock('./store/open-payment-repo', () => openPayments);
vi.mock('./store/fulfilment-repo', () => fulfilments);
vi.mock('./store/discount-reservation-repo', () => reservations);
// checkout.ts is imported for providerCall only; its other edges are never reached here.
vi.mock('../accounts/store/user-repo', () => ({}));
vi.mock('./store/payment-repo', () => ({}));
vi.mock('./store/discount-repo', () => ({}));
vi.mock('../course/store/entitlement-repo', () => ({}));

const { openExclusively } = await import('./exclusive-payments');

const refusals = { paid: () => new Error('already paid'), processing: () => new Error('still processing') };
const reply = (id: string) => ({ clientSecret: `${id}_secret`, paymentIntentId: id, amount: 150 });
const refused = Object.assign(new Error('You cannot cancel this PaymentIntent'), { code: 'payment_intent_unexpected_state' });
const intents: Record<string, { id: string; status: string; metadata: Record<string, string> }> = {};

beforeEach(() => {
  vi.resetAllMocks();
  for (const id of Object.keys(intents)) delete intents[id];
  stripe.retrievePaymentIntent.mockImplementation(async (id: string) => intents[id]);
  stripe.cancelPaymentIntent.mockImplementation(async (id: string) => {
    const intent = intents[id];
    if (!intent || intent.status === 'succeeded' || intent.status === 'processing' || intent.status === 'canceled') throw refused;
    intent.status = 'canceled';
    return { id, status: 'canceled' };
  });
  reservations.releaseReservation.mockResolvedValue(true);
});

describe('a payment for something sold once', () => {
  it('cancels the payment opened before it, giving its discount reservation back, and becomes the open one', async () => {
    intents.pi_old = { id: 'pi_old', status: 'requires_payment_method', metadata: { discountCode: 'TEAM1', discountReservation: 'r1' } };
    openPayments.getOpenPayment.mockResolvedValue('pi_old');
    openPayments.replaceOpenPayment.mockResolvedValue('pi_old');
    expect(await openExclusively('course#ava', refusals, async () => reply('pi_new'))).toEqual(reply('pi_new'));
    expect(intents.pi_old.status).toBe('canceled');
    expect(reservations.releaseReservation).toHaveBeenCalledWith('TEAM1', 'r1', expect.any(Date));
    expect(openPayments.replaceOpenPayment).toHaveBeenCalledWith('course#ava', 'pi_new', expect.any(Date));
  });

  it('is refused while the earlier payment is processing, or paid and not yet on record, and opens nothing', async () => {
    const open = vi.fn(async () => reply('pi_new'));
    openPayments.getOpenPayment.mockResolvedValue('pi_old');
    intents.pi_old = { id: 'pi_old', status: 'processing', metadata: {} };
    await expect(openExclusively('course#ava', refusals, open)).rejects.toThrow('still processing');
    intents.pi_old.status = 'succeeded';
    fulfilments.getFulfilment.mockResolvedValue(undefined);
    await expect(openExclusively('course#ava', refusals, open)).rejects.toThrow('already paid');
    expect(open).not.toHaveBeenCalled();
  });

  it('opens again once the earlier paid payment is on record (its purchase since refunded: the caller checked what she owns)', async () => {
    openPayments.getOpenPayment.mockResolvedValue('pi_old');
    intents.pi_old = { id: 'pi_old', status: 'succeeded', metadata: {} };
    fulfilments.getFulfilment.mockResolvedValue({ paymentIntentId: 'pi_old' });
    expect(await openExclusively('course#ava', refusals, async () => reply('pi_new'))).toEqual(reply('pi_new'));
  });

  it('cancels a payment another tab opened at the same moment, so one is left', async () => {
    intents.pi_other = { id: 'pi_other', status: 'requires_payment_method', metadata: {} };
    openPayments.getOpenPayment.mockResolvedValue(undefined);
    openPayments.replaceOpenPayment.mockResolvedValue('pi_other');
    await openExclusively('link#l1', refusals, async () => reply('pi_new'));
    expect(intents.pi_other.status).toBe('canceled');
  });

  it('leaves alone the same intent answered twice (a double click Stripe answered once)', async () => {
    intents.pi_same = { id: 'pi_same', status: 'requires_payment_method', metadata: {} };
    openPayments.getOpenPayment.mockResolvedValue(undefined);
    openPayments.replaceOpenPayment.mockResolvedValue('pi_same');
    await openExclusively('link#l1', refusals, async () => reply('pi_same'));
    expect(stripe.cancelPaymentIntent).not.toHaveBeenCalled();
  });
});
