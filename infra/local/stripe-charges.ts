import { type Json, missing, stripeObjectId } from './stripe-objects';
import { AUTHENTICATION_FAILURE } from './stripe-cards';
import { type CardDetails, type CardFailure, type StripeContext, unixSeconds } from './stripe-state';

// How a payment intent ends once the card has answered: a charge is recorded, the intent is
// succeeded (or back to requires_payment_method with Stripe's last_payment_error), and Stripe's
// event goes to the webhook.

function chargeOutcome(failure: CardFailure | undefined): Json {
  if (!failure) return { network_status: 'approved_by_network', reason: null, risk_level: 'normal', seller_message: 'Payment complete.', type: 'authorized' };
  return {
    network_status: 'declined_by_network',
    reason: failure.declineCode ?? 'generic_decline',
    risk_level: 'normal',
    seller_message: 'The bank did not return any further details with this decline.',
    type: 'issuer_declined',
  };
}

function createCharge(context: StripeContext, intent: Json, card: CardDetails, paymentMethod: string, failure?: CardFailure): Json {
  const succeeded = failure === undefined;
  const charge: Json = {
    id: stripeObjectId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: succeeded ? intent.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: succeeded ? stripeObjectId('txn') : null,
    billing_details: {
      address: { city: null, country: 'US', line1: null, line2: null, postal_code: card.postalCode ?? null, state: null },
      email: null,
      name: null,
      phone: null,
    },
    calculated_statement_descriptor: 'HERWAY',
    captured: succeeded,
    created: unixSeconds(context),
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    disputed: false,
    failure_code: failure?.code ?? null,
    failure_message: failure?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: structuredClone(intent.metadata),
    outcome: chargeOutcome(failure),
    paid: succeeded,
    payment_intent: intent.id,
    payment_method: paymentMethod,
    payment_method_details: {
      card: { brand: 'visa', country: 'US', exp_month: card.expMonth, exp_year: card.expYear, funding: 'credit', last4: card.last4 },
      type: 'card',
    },
    receipt_email: intent.receipt_email,
    refunded: false,
    status: succeeded ? 'succeeded' : 'failed',
  };
  context.state.charges[charge.id as string] = charge;
  return charge;
}

/** The payment is made: Stripe's payment_intent.succeeded goes to the webhook (after its delay). */
export async function settleSucceeded(context: StripeContext, intent: Json, card: CardDetails): Promise<Json> {
  const paymentMethod = stripeObjectId('pm');
  const charge = createCharge(context, intent, card, paymentMethod);
  Object.assign(intent, {
    status: 'succeeded',
    amount_received: intent.amount,
    latest_charge: charge.id,
    payment_method: paymentMethod,
    last_payment_error: null,
    next_action: null,
    processing: null,
  });
  await context.emit('payment_intent.succeeded', intent);
  return intent;
}

/** The payment is refused: the intent may be tried again with another card; payment_failed goes to the webhook. */
export async function settleFailed(context: StripeContext, intent: Json, card: CardDetails, failure: CardFailure): Promise<Json> {
  const paymentMethod = stripeObjectId('pm');
  const unauthenticated = failure.code === AUTHENTICATION_FAILURE.code;
  const charge = unauthenticated ? undefined : createCharge(context, intent, card, paymentMethod, failure);
  Object.assign(intent, {
    status: 'requires_payment_method',
    ...(charge ? { latest_charge: charge.id } : {}),
    payment_method: null,
    next_action: null,
    processing: null,
    last_payment_error: {
      ...(charge ? { charge: charge.id } : {}),
      code: failure.code,
      ...(failure.declineCode ? { decline_code: failure.declineCode } : {}),
      doc_url: `https://stripe.com/docs/error-codes/${failure.code.replaceAll('_', '-')}`,
      message: failure.message,
      payment_method: {
        id: paymentMethod,
        object: 'payment_method',
        card: { brand: 'visa', last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
        type: 'card',
      },
      type: unauthenticated ? 'invalid_request_error' : 'card_error',
    },
  });
  await context.emit('payment_intent.payment_failed', intent);
  return intent;
}

/** GET /v1/charges/{id}: a charge as Stripe answers it (HerWay's receipt reads its card), or Stripe's 404. */
export function findCharge(context: StripeContext, id: string): Json {
  const charge = context.state.charges[id];
  if (!charge) throw missing('charge', id, 'id');
  return charge;
}
