import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { paymentIntentReplySchema } from '@herway/shared/contracts/payments';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../kernel/auth/token-verifier';
import type { NewPaymentIntent } from '../stripe/stripe';
import { httpEvent, lambdaContext, sameSiteJson } from '../../testing/http-event';
import { handler as createPaymentIntent } from './create-payment-intent';
import { handler as purchaseCourse } from './purchase-course';
import { handler as purchaseMentorship } from './purchase-mentorship';

vi.mock('../../kernel/auth/token-verifier', () => ({
  verifyAccessToken: async (token: string): Promise<SessionUser | undefined> =>
    token === 'athlete-token'
      ? {
          sub: 'athlete-1',
          username: 'maya@example.com',
          groups: ['athlete'],
          isAdmin: false,
          authTime: 1_790_000_000,
          tokenId: 'jti-1',
          expiresAt: 4_102_444_800,
        }
      : undefined,
}));
// Every session is live here; session-validity.test.ts and the integration tests cover ending them.
vi.mock('../../kernel/auth/session-validity', () => ({ isSessionCurrent: async () => true }));

const stripe = vi.hoisted(() => ({
  createCustomer: vi.fn(async () => 'cus_NEW'),
  createPaymentIntent: vi.fn(async (order: { amountCents: number }) => ({ id: 'pi_1', clientSecret: 'pi_1_secret_x', amountCents: order.amountCents })),
}));
vi.mock('../stripe/stripe', async (importOriginal) => ({ ...(await importOriginal<object>()), ...stripe }));

// Cross-cutting on purpose: the server-pricing rule on the three handlers that open a payment
// (purchase-mentorship, purchase-course, create-payment-intent), with one mocked Stripe and table.
const dynamo = mockClient(DynamoDBDocumentClient);
const profile = { PK: 'USER#athlete-1', SK: 'PROFILE', id: 'athlete-1', email: 'maya@example.com', firstName: 'Maya', lastName: 'Thompson', isAdmin: false };
const discounts: Record<string, object> = {
  'DISCOUNT#ATHLETE20': { code: 'ATHLETE20', type: 'percentage', value: 20, description: '20% off your purchase', active: true, redemptions: 0 },
  'DISCOUNT#OLD': {
    code: 'OLD',
    type: 'percentage',
    value: 20,
    description: '20% off your purchase',
    active: true,
    validUntil: '2020-01-01T00:00:00Z',
    redemptions: 0,
  },
};

/** Posts the body as the checkout sends it, with the terms box ticked unless the body says otherwise. */
async function post(handler: typeof purchaseMentorship, path: string, body: Record<string, unknown>, signedIn = true) {
  const event = httpEvent('POST', path, {
    body: JSON.stringify({ acceptedTerms: true, ...body }),
    headers: sameSiteJson,
    ...(signedIn ? { cookies: ['herway_access=athlete-token'] } : {}),
  });
  const result = await handler(event, lambdaContext);
  return { status: result.statusCode, json: JSON.parse(result.body ?? '{}') as Record<string, unknown> };
}

const lastOrder = () => stripe.createPaymentIntent.mock.calls.at(-1)?.[0] as NewPaymentIntent | undefined;

describe('payment-intent endpoints price every order on the server', () => {
  beforeEach(() => {
    dynamo.reset();
    stripe.createCustomer.mockClear();
    stripe.createPaymentIntent.mockClear();
    dynamo.on(GetCommand).callsFake((input: { Key: { PK: string; SK: string } }) => {
      // Her profile; she owns no course yet (no entitlement item).
      if (input.Key.PK === 'USER#athlete-1') return { Item: input.Key.SK === 'PROFILE' ? profile : undefined };
      return { Item: discounts[input.Key.PK] };
    });
    dynamo.on(UpdateCommand).resolves({});
    // The course's open payment (exclusive-payments.ts): none before.
    dynamo.on(PutCommand).resolves({});
  });

  it('Elite with amount 1 is a 409 with the current price, and no intent is created', async () => {
    const result = await post(purchaseMentorship, '/api/purchase-mentorship', { amount: 1, packageType: 'elite', totalSessions: 10 });
    expect(result).toEqual({ status: 409, json: { message: 'The price has changed. The current price is $650.', currentAmount: 650 } });
    expect(stripe.createPaymentIntent).not.toHaveBeenCalled();
  });

  it('a session count that is not the catalog’s is a 409 too', async () => {
    const result = await post(purchaseMentorship, '/api/purchase-mentorship', { amount: 650, packageType: 'elite', totalSessions: 15 });
    expect(result.status).toBe(409);
  });

  it('refuses all three without the terms box ticked: 400 with the sentence, and no intent is created', async () => {
    const sentence = 'Please agree to the Terms of Service to complete your purchase.';
    const customerInfo = { name: 'Jordan', athleteName: 'Maya', email: 'jordan@example.com' };
    for (const acceptedTerms of [undefined, false]) {
      const course = await post(purchaseCourse, '/api/purchase-course', { amount: 150, courseType: 'full_packet', acceptedTerms });
      expect(course).toMatchObject({ status: 400, json: { message: sentence } });
      const mentorship = await post(purchaseMentorship, '/api/purchase-mentorship', { amount: 560, packageType: 'growth', totalSessions: 8, acceptedTerms });
      expect(mentorship).toMatchObject({ status: 400, json: { message: sentence } });
      const open = await post(createPaymentIntent, '/api/create-payment-intent', { amount: 250, description: 'Workshop', customerInfo, acceptedTerms }, false);
      expect(open).toMatchObject({ status: 400, json: { message: sentence } });
    }
    expect(stripe.createPaymentIntent).not.toHaveBeenCalled();
  });

  it('Growth with ATHLETE20: 44800 cents, the server’s metadata, her new Stripe customer saved once', async () => {
    const result = await post(purchaseMentorship, '/api/purchase-mentorship', {
      amount: 448,
      packageType: 'growth',
      totalSessions: 8,
      discountCode: ' athlete20 ',
    });
    expect(result.status).toBe(200);
    expect(paymentIntentReplySchema.parse(result.json)).toEqual({ clientSecret: 'pi_1_secret_x', paymentIntentId: 'pi_1', amount: 448 });
    expect(lastOrder()).toEqual({
      amountCents: 44_800,
      description: 'GROWTH Mentorship Package',
      customerId: 'cus_NEW',
      metadata: {
        userId: 'athlete-1',
        productKey: 'growth',
        sessions: '8',
        discountCode: 'ATHLETE20',
        athleteName: 'Maya Thompson',
        customerEmail: 'maya@example.com',
        termsVersion: '2025-08-22',
      },
    });
    expect(stripe.createCustomer).toHaveBeenCalledWith({ userId: 'athlete-1', email: 'maya@example.com', name: 'Maya Thompson' });
    expect(dynamo.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: { PK: 'USER#athlete-1', SK: 'PROFILE' },
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(stripeCustomerId) AND attribute_not_exists(deletionBegunAt)',
      ExpressionAttributeValues: { ':customer': 'cus_NEW' },
    });
  });

  it('the undiscounted amount with a code is a 409 naming the discounted price', async () => {
    const result = await post(purchaseMentorship, '/api/purchase-mentorship', {
      amount: 560,
      packageType: 'growth',
      totalSessions: 8,
      discountCode: 'ATHLETE20',
    });
    expect(result).toEqual({ status: 409, json: { message: 'The price has changed. The current price is $448.', currentAmount: 448 } });
  });

  it('reuses the Stripe customer saved on her profile', async () => {
    dynamo.on(GetCommand).callsFake((input: { Key: { PK: string; SK: string } }) => ({
      Item: input.Key.PK === 'USER#athlete-1' && input.Key.SK === 'PROFILE' ? { ...profile, stripeCustomerId: 'cus_SAVED' } : undefined,
    }));
    expect((await post(purchaseCourse, '/api/purchase-course', { amount: 150, courseType: 'full_packet' })).status).toBe(200);
    expect(stripe.createCustomer).not.toHaveBeenCalled();
    expect(lastOrder()).toMatchObject({ amountCents: 15_000, customerId: 'cus_SAVED', metadata: { productKey: 'full_packet', sessions: '0' } });
  });

  it('a refused code is a 400 with its message', async () => {
    expect(await post(purchaseCourse, '/api/purchase-course', { amount: 120, courseType: 'full_packet', discountCode: 'OLD' })).toEqual({
      status: 400,
      json: { message: 'This discount code has expired' },
    });
    expect(await post(purchaseCourse, '/api/purchase-course', { amount: 120, courseType: 'full_packet', discountCode: 'NOPE' })).toEqual({
      status: 400,
      json: { message: 'Invalid discount code' },
    });
  });

  it('purchases need a signed-in athlete; the open-amount checkout does not', async () => {
    expect((await post(purchaseCourse, '/api/purchase-course', { amount: 150, courseType: 'full_packet' }, false)).status).toBe(401);
    const open = await post(
      createPaymentIntent,
      '/api/create-payment-intent',
      { amount: 250, description: 'Workshop', customerInfo: { name: 'Jordan', athleteName: 'Maya', email: 'jordan@example.com' } },
      false,
    );
    expect(open.status).toBe(200);
    expect(lastOrder()).toEqual({
      amountCents: 25_000,
      description: 'Workshop',
      metadata: {
        userId: '',
        productKey: 'custom',
        sessions: '0',
        discountCode: '',
        athleteName: 'Maya',
        customerName: 'Jordan',
        customerEmail: 'jordan@example.com',
        termsVersion: '2025-08-22',
      },
    });
  });

  it('the open-amount checkout: whole dollars from $1 to $5,000, the code applied to originalAmount', async () => {
    const customerInfo = { name: 'Jordan', athleteName: 'Maya', email: 'jordan@example.com' };
    for (const amount of [0.5, 12.5, 5001]) {
      expect((await post(createPaymentIntent, '/api/create-payment-intent', { amount, description: 'x', customerInfo }, false)).status).toBe(400);
    }
    const discounted = await post(
      createPaymentIntent,
      '/api/create-payment-intent',
      { amount: 400, originalAmount: 500, description: 'x', customerInfo, discountCode: 'ATHLETE20' },
      false,
    );
    expect(discounted.json).toMatchObject({ amount: 400 });
    expect(
      (await post(createPaymentIntent, '/api/create-payment-intent', { amount: 400, description: 'x', customerInfo, discountCode: 'ATHLETE20' }, false)).status,
    ).toBe(400);
  });

  it('replaces a saved customer Stripe no longer knows (say, made before the switch to live keys)', async () => {
    const { StripeInvalidRequestError } = (await import('stripe')).default.errors;
    dynamo.on(GetCommand).callsFake((input: { Key: { PK: string; SK: string } }) => ({
      Item: input.Key.PK === 'USER#athlete-1' && input.Key.SK === 'PROFILE' ? { ...profile, stripeCustomerId: 'cus_GONE' } : undefined,
    }));
    stripe.createPaymentIntent.mockRejectedValueOnce(
      new StripeInvalidRequestError({ type: 'invalid_request_error', code: 'resource_missing', param: 'customer', message: "No such customer: 'cus_GONE'" }),
    );
    expect((await post(purchaseCourse, '/api/purchase-course', { amount: 150, courseType: 'full_packet' })).status).toBe(200);
    expect(stripe.createCustomer).toHaveBeenCalledWith({ userId: 'athlete-1', email: 'maya@example.com', name: 'Maya Thompson' }, 'cus_GONE');
    expect(lastOrder()?.customerId).toBe('cus_NEW');
    expect(dynamo.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':customer': 'cus_NEW' },
    });
  });

  it('answers 503 when Stripe cannot be reached', async () => {
    const { PaymentProviderUnavailableError } = await import('../stripe/stripe');
    stripe.createPaymentIntent.mockRejectedValueOnce(new PaymentProviderUnavailableError('down'));
    const result = await post(purchaseCourse, '/api/purchase-course', { amount: 150, courseType: 'full_packet' });
    expect(result).toEqual({ status: 503, json: { message: 'The payment service is not responding. Please try again in a moment.' } });
  });
});
