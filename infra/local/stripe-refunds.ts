import { findIntent } from './stripe-intents';
import { type Json, integerParam, invalid, metadataParam, missing, stringParam, stripeObjectId } from './stripe-objects';
import { type StripeContext, unixSeconds } from './stripe-state';

// The local Stripe's refunds: POST /v1/refunds (by payment intent or charge, whole or partial,
// with Stripe's refusals) and GET /v1/refunds/{id}. A refund sends charge.refunded and
// refund.created, as Stripe does.

/** The reasons Stripe accepts on a refund (anything else is refused, as at Stripe). */
const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];

/** The charge a refund is asked of: named, or the payment intent's successful one. */
function chargeToRefund(context: StripeContext, params: Json): Json {
  const intentId = stringParam(params, 'payment_intent');
  const chargeId = stringParam(params, 'charge');
  if (chargeId) {
    const charge = context.state.charges[chargeId];
    if (!charge) throw missing('charge', chargeId, 'charge');
    return charge;
  }
  if (!intentId) throw invalid('One of the following params should be provided for this request: payment_intent or charge.', 'parameter_missing');
  const intent = findIntent(context, intentId);
  const charge = intent.status === 'succeeded' && typeof intent.latest_charge === 'string' ? context.state.charges[intent.latest_charge] : undefined;
  if (!charge) throw invalid(`This PaymentIntent (${intentId}) does not have a successful charge to refund.`, 'charge_not_refundable', 'payment_intent');
  return charge;
}

/** The amount to refund (the whole remainder unless given), refused as Stripe refuses it. */
function refundAmount(charge: Json, params: Json): number {
  if (charge.status !== 'succeeded') throw invalid(`Charge ${String(charge.id)} has not succeeded and cannot be refunded.`, 'charge_not_refundable');
  const remaining = Number(charge.amount) - Number(charge.amount_refunded);
  if (remaining <= 0) throw invalid(`Charge ${String(charge.id)} has already been refunded.`, 'charge_already_refunded');
  const amount = integerParam(params, 'amount') ?? remaining;
  if (amount <= 0) throw invalid('Invalid positive integer', 'parameter_invalid_integer', 'amount');
  const reason = stringParam(params, 'reason');
  if (reason !== undefined && !REFUND_REASONS.includes(reason))
    throw invalid(`Invalid reason: must be one of ${REFUND_REASONS.join(', ')}`, 'parameter_invalid_string', 'reason');
  if (amount > remaining)
    throw invalid(
      `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`,
      'amount_too_large',
      'amount',
    );
  return amount;
}

export async function createRefund(context: StripeContext, params: Json, idempotencyKey: string | null): Promise<Json> {
  const charge = chargeToRefund(context, params);
  const amount = refundAmount(charge, params);
  const refund: Json = {
    id: stripeObjectId('re'),
    object: 'refund',
    amount,
    balance_transaction: stripeObjectId('txn'),
    charge: charge.id,
    created: unixSeconds(context),
    currency: charge.currency,
    destination_details: { card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' }, type: 'card' },
    metadata: metadataParam(params),
    payment_intent: charge.payment_intent,
    reason: stringParam(params, 'reason') ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
  context.state.refunds[refund.id as string] = refund;
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  charge.amount_refunded = Number(charge.amount_refunded) + amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  context.save();
  // Stripe sends both; the site uses both (its consumer counts each refund once).
  await context.emit('charge.refunded', charge, { extra: { previous_attributes: previous }, idempotencyKey });
  await context.emit('refund.created', refund, { idempotencyKey });
  return refund;
}

export function findRefund(context: StripeContext, id: string): Json {
  const refund = context.state.refunds[id];
  if (!refund) throw missing('refund', id, 'id');
  return refund;
}
