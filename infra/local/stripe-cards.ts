import type { CardPaymentError, LocalCardConfirmBody } from '@herway/shared/contracts/local-card';

// The local Stripe's test cards: Stripe's own numbers (https://docs.stripe.com/testing), each
// behaving as it does at Stripe, plus two local-only numbers for a payment that stays
// `processing` (cards never do at Stripe; bank debits do) and then succeeds or fails.

export type CardBehaviour =
  | { kind: 'succeed' }
  | { kind: 'decline'; code: string; declineCode: string; message: string }
  /** 3-D Secure: the intent waits in requires_action for the shopper's bank. */
  | { kind: 'authenticate' }
  /** The intent stays `processing`, then ends as given (LocalStripeOptions.processingMs later). */
  | { kind: 'processing'; then: 'succeed' | 'fail' };

const GENERIC_DECLINE = { kind: 'decline', code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' } as const;

export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': { kind: 'succeed' },
  '4000000000000002': GENERIC_DECLINE,
  '4000000000009995': { kind: 'decline', code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { kind: 'decline', code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' },
  '4000002500003155': { kind: 'authenticate' },
  // Local only (not Stripe test numbers): a payment the bank keeps `processing` for a while.
  '4000000000007726': { kind: 'processing', then: 'succeed' },
  '4000000000007734': { kind: 'processing', then: 'fail' },
};

/** What a failed payment's `last_payment_error` says when the bank refused it later, or the shopper failed 3-D Secure. */
export const LATE_FAILURE = { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' } as const;
export const AUTHENTICATION_FAILURE = {
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

/** What the card details decide: the card's behaviour, or the validation error Stripe.js would show. */
export type CardCheck = { behaviour: CardBehaviour; last4: string; expMonth: number; expYear: number; postalCode?: string } | { error: CardPaymentError };

const validation = (code: string, message: string): CardCheck => ({ error: { type: 'validation_error', code, message } });

/** Checks the test card details as Stripe.js would, before anything reaches the intent. */
export function checkCard(card: Pick<LocalCardConfirmBody, 'cardNumber' | 'expiry' | 'cvc' | 'postalCode'>, now: Date): CardCheck {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  const behaviour = TEST_CARDS[number];
  if (!behaviour) return validation('incorrect_number', 'Your card number is incorrect.');
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  if (!expiry?.[1] || !expiry[2]) return validation('incomplete_expiry', "Your card's expiration date is incomplete.");
  const expMonth = Number(expiry[1]);
  const expYear = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (expMonth < 1 || expMonth > 12) return validation('invalid_expiry_month', "Your card's expiration month is invalid.");
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expYear * 12 + (expMonth - 1) < thisMonth) return validation('invalid_expiry_year_past', "Your card's expiration date is in the past.");
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return validation('incomplete_cvc', "Your card's security code is incomplete.");
  const postalCode = card.postalCode?.trim();
  if (postalCode && !/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(postalCode)) return validation('incomplete_zip', 'Your postal code is incomplete.');
  return { behaviour, last4: number.slice(-4), expMonth, expYear, ...(postalCode ? { postalCode } : {}) };
}
