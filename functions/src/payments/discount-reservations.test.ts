import { beforeEach, describe, expect, it, vi } from 'vitest';

// The edges (Stripe, the reservation items) are faked: what is checked is the order of the steps.
const stripe = vi.hoisted(() => {
  class PaymentProviderUnavailableError extends Error {}
  return { cancelPaymentIntent: vi.fn(), retrievePaymentIntent: vi.fn(), intentIdempotencyKey: vi.fn(() => 'key'), PaymentProviderUnavailableError };
});
const repo = vi.hoisted(() => ({
  releaseReservation: vi.fn(),
  listLapsedReservations: vi.fn(),
  reserveDiscount: vi.fn(),
  attachIntent: vi.fn(),
  getHeldReservation: vi.fn(),
  getReservation: vi.fn(),
}));
vi.mock('./stripe/stripe', () => stripe);
vi.mock('./store/discount-reservation-repo', () => repo);

const { releaseAfterFailedPayment, releaseLapsedReservations, reserveCodeForOrder } = await import('./discount-reservations');

const steps: string[] = [];
const refused = Object.assign(new Error('You cannot cancel this PaymentIntent'), { code: 'payment_intent_unexpected_state' });
const failedIntent = { id: 'pi_1', metadata: { discountCode: 'team1', discountReservation: 'res-1' } };
const now = new Date('2026-11-24T10:00:00Z');

beforeEach(() => {
  vi.resetAllMocks();
  steps.length = 0;
  stripe.cancelPaymentIntent.mockImplementation(async (id: string) => {
    steps.push(`cancel ${id}`);
    return { id, status: 'canceled' };
  });
  repo.releaseReservation.mockImplementation(async (code: string, id: string) => {
    steps.push(`release ${code} ${id}`);
    return true;
  });
});

describe('a failed payment holding a limited code', () => {
  it('cancels its intent at Stripe first, then gives the use back', async () => {
    expect(await releaseAfterFailedPayment(failedIntent, now)).toBe('released');
    expect(steps).toEqual(['cancel pi_1', 'release TEAM1 res-1']);
  });

  it('keeps the use when the family paid with another card meanwhile, or the bank is deciding', async () => {
    for (const status of ['succeeded', 'processing']) {
      stripe.cancelPaymentIntent.mockRejectedValueOnce(refused);
      stripe.retrievePaymentIntent.mockResolvedValueOnce({ id: 'pi_1', status });
      expect(await releaseAfterFailedPayment(failedIntent, now)).toBe('kept');
    }
    expect(repo.releaseReservation).not.toHaveBeenCalled();
  });

  it('gives the use back when the intent was already cancelled (an event delivered twice)', async () => {
    stripe.cancelPaymentIntent.mockRejectedValueOnce(refused);
    stripe.retrievePaymentIntent.mockResolvedValueOnce({ id: 'pi_1', status: 'canceled' });
    expect(await releaseAfterFailedPayment(failedIntent, now)).toBe('released');
  });

  it('releases nothing when Stripe cannot be reached: the error goes to the bus, which retries', async () => {
    stripe.cancelPaymentIntent.mockRejectedValueOnce(new stripe.PaymentProviderUnavailableError('down'));
    await expect(releaseAfterFailedPayment(failedIntent, now)).rejects.toThrow('down');
    expect(repo.releaseReservation).not.toHaveBeenCalled();
  });

  it('does nothing for a payment without a reservation', async () => {
    expect(await releaseAfterFailedPayment({ id: 'pi_2', metadata: { discountCode: 'WELCOME10' } }, now)).toBe('none');
    expect(steps).toEqual([]);
  });
});

describe('the sweep of lapsed reservations', () => {
  it('cancels each intent before releasing, keeps paid ones, and releases one whose payment was never opened', async () => {
    repo.listLapsedReservations.mockResolvedValue([
      { code: 'TEAM1', reservationId: 'a', state: 'open', reservedUntil: '', paymentIntentId: 'pi_a' },
      { code: 'TEAM1', reservationId: 'b', state: 'open', reservedUntil: '', paymentIntentId: 'pi_b' },
      { code: 'TEAM1', reservationId: 'c', state: 'open', reservedUntil: '' },
    ]);
    stripe.cancelPaymentIntent.mockImplementation(async (id: string) => {
      steps.push(`cancel ${id}`);
      if (id === 'pi_b') throw refused;
      return { id, status: 'canceled' };
    });
    stripe.retrievePaymentIntent.mockResolvedValue({ id: 'pi_b', status: 'succeeded' });
    expect(await releaseLapsedReservations(now, 'team1')).toEqual({ released: 2, kept: 1 });
    expect(steps).toEqual(['cancel pi_a', 'release TEAM1 a', 'cancel pi_b', 'release TEAM1 c']);
    expect(repo.listLapsedReservations).toHaveBeenCalledWith(now, { code: 'team1' });
  });
});

describe('one account, one reservation of a code', () => {
  const order = { amountCents: 36_000, description: 'Starter', metadata: { userId: 'user-1', discountCode: 'TEAM1' } };
  const reserve = () => reserveCodeForOrder(order as unknown as Parameters<typeof reserveCodeForOrder>[0], 3, now);

  it('her new order cancels her earlier payment at Stripe, gives its use back, then takes its place', async () => {
    repo.reserveDiscount.mockResolvedValueOnce('held-by-account').mockResolvedValueOnce('reserved');
    repo.getHeldReservation.mockResolvedValue('res-old');
    repo.getReservation.mockResolvedValue({ code: 'TEAM1', reservationId: 'res-old', state: 'open', reservedUntil: '', paymentIntentId: 'pi_old' });
    await reserve();
    expect(steps).toEqual(['cancel pi_old', 'release TEAM1 res-old']);
    expect(repo.reserveDiscount).toHaveBeenLastCalledWith('TEAM1', expect.any(String), 3, now, { userId: 'user-1', replaces: 'res-old' });
  });

  it('replaces an earlier reservation that already ended without asking Stripe', async () => {
    repo.reserveDiscount.mockResolvedValueOnce('held-by-account').mockResolvedValueOnce('reserved');
    repo.getHeldReservation.mockResolvedValue('res-paid');
    repo.getReservation.mockResolvedValue({ code: 'TEAM1', reservationId: 'res-paid', state: 'redeemed', reservedUntil: '' });
    await reserve();
    expect(steps).toEqual([]);
    expect(repo.reserveDiscount).toHaveBeenLastCalledWith('TEAM1', expect.any(String), 3, now, { userId: 'user-1', replaces: 'res-paid' });
  });

  it('is refused while her earlier payment is being opened, or paid, or her bank is deciding', async () => {
    repo.reserveDiscount.mockResolvedValue('held-by-account');
    repo.getHeldReservation.mockResolvedValue('res-old');
    repo.getReservation.mockResolvedValueOnce({ code: 'TEAM1', reservationId: 'res-old', state: 'open', reservedUntil: '' });
    await expect(reserve()).rejects.toMatchObject({ kind: 'Conflict', message: expect.stringContaining('is being opened for your account right now') });
    for (const status of ['processing', 'succeeded']) {
      repo.getReservation.mockResolvedValueOnce({ code: 'TEAM1', reservationId: 'res-old', state: 'open', reservedUntil: '', paymentIntentId: 'pi_old' });
      stripe.cancelPaymentIntent.mockRejectedValueOnce(refused);
      stripe.retrievePaymentIntent.mockResolvedValueOnce({ id: 'pi_old', status });
      await expect(reserve()).rejects.toMatchObject({ kind: 'Conflict', message: expect.stringContaining('still being confirmed by your bank') });
    }
    expect(repo.releaseReservation).not.toHaveBeenCalled();
  });
});
