import { paymentIntentSucceededEventSchema } from '@herway/events/stripe';
import { paymentSucceededEvent } from '@herway/events/catalog';
import { describe, expect, it } from 'vitest';
import { reconcilePayments, reconciledEventEnvelope } from './reconciliation';

const now = new Date('2026-11-24T06:00:00Z');
const intent = (id: string) => ({
  id,
  object: 'payment_intent',
  amount: 40_000,
  amount_received: 40_000,
  currency: 'usd',
  status: 'succeeded',
  customer: null,
  receipt_email: 'ava@example.com',
  metadata: { userId: 'user-1', productKey: 'starter' },
  created: 1_795_000_000,
  livemode: false,
});

describe('payment reconciliation', () => {
  it('fulfils exactly the paid intents that have no fulfilment, and says which', async () => {
    const fulfilled = new Set(['pi_done']);
    const calls: string[] = [];
    let since: Date | undefined;
    const report = await reconcilePayments(
      {
        listSucceeded: async (from) => {
          since = from;
          return [intent('pi_done'), intent('pi_lost'), { id: 'not-an-intent' }, intent('pi_broken')];
        },
        isFulfilled: async (id) => fulfilled.has(id),
        fulfil: async ({ id }) => {
          calls.push(id);
          if (id === 'pi_broken') throw new Error('table unavailable');
        },
      },
      now,
    );
    expect(since?.toISOString()).toBe('2026-11-21T06:00:00.000Z');
    expect(calls).toEqual(['pi_lost', 'pi_broken']);
    expect(report).toEqual({
      since: '2026-11-21T06:00:00.000Z',
      checked: 4,
      fixed: ['pi_lost'],
      failed: [{ paymentIntentId: 'pi_broken', error: 'table unavailable' }],
      unreadable: 1,
    });
  });

  it("hands the consumer the event Stripe would have sent, in the bus's envelope", () => {
    const envelope = reconciledEventEnvelope(intent('pi_lost') as never, now);
    expect(paymentSucceededEvent.envelope.safeParse(envelope).success).toBe(true);
    expect(paymentIntentSucceededEventSchema.parse(envelope.detail)).toMatchObject({
      id: 'evt_reconcile_pi_lost',
      created: 1_795_000_000,
      data: { object: { id: 'pi_lost' } },
    });
  });
});
