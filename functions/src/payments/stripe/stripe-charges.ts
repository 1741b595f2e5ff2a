import type Stripe from 'stripe';
import { calling, stripeClient } from './stripe-client';

// The card a payment was made with, for HerWay's receipt (docs/receipts.md): Stripe's
// payment_intent.succeeded names the charge (latest_charge) by id only, so it is read.

export interface PaymentCard {
  /** As a receipt shows it: 'Visa', 'Mastercard', 'American Express'... */
  brand: string;
  last4: string;
}

const BRANDS: Record<string, string> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** A card brand as Stripe spells it ('visa'), as a receipt shows it ('Visa'). */
export const cardBrandName = (brand: string): string => BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

const idOf = (value: string | { id: string } | null | undefined): string | undefined => (typeof value === 'string' ? value : value?.id);

/**
 * The card of a succeeded payment: its charge (the event's latest_charge, or the intent's read
 * from Stripe when the event has none) and the charge's card details. Undefined for a payment
 * not made by card. Stripe's errors are thrown: the caller decides what a receipt does without it.
 */
export async function cardOfPayment(paymentIntentId: string, latestCharge?: string): Promise<PaymentCard | undefined> {
  const stripe = stripeClient();
  const chargeId = latestCharge ?? idOf((await calling('paymentIntents.retrieve', () => stripe.paymentIntents.retrieve(paymentIntentId))).latest_charge);
  if (!chargeId) return undefined;
  const charge: Stripe.Charge = await calling('charges.retrieve', () => stripe.charges.retrieve(chargeId));
  const card = charge.payment_method_details?.card;
  if (!card?.last4) return undefined;
  return { brand: cardBrandName(card.brand ?? 'card'), last4: card.last4 };
}
