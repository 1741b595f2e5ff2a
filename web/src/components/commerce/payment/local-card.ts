// The local test-card form's formatting and its own validation (the checks Stripe's Payment
// Element makes before anything is sent). Pure, so they are tested on their own.

export interface LocalCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
  postalCode: string;
}

export type LocalCardField = keyof LocalCard;
export type LocalCardErrors = Partial<Record<LocalCardField, string>>;

export const EMPTY_CARD: LocalCard = { cardNumber: '', expiry: '', cvc: '', postalCode: '' };

export const TEST_CARD_HINT =
  'Test mode: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for 3-D Secure (more in the README); any future expiry and any CVC';

/** '4242424242424242' → '4242 4242 4242 4242' (digits only, at most 19). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1234' → '12/34'; the slash appears once a third digit is typed, so deleting it works. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvc(input: string): string {
  return input.replace(/\D/g, '').slice(0, 4);
}

/** The form's own validation; an empty object when the card can be sent. */
export function checkLocalCard(card: LocalCard, now: Date = new Date()): LocalCardErrors {
  const errors: LocalCardErrors = {};
  const digits = card.cardNumber.replace(/\D/g, '');
  if (digits.length < 12) errors.cardNumber = 'Your card number is incomplete.';

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  if (!expiry?.[1] || !expiry[2]) {
    errors.expiry = "Your card's expiration date is incomplete.";
  } else {
    const month = Number(expiry[1]);
    const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    if (month < 1 || month > 12) errors.expiry = "Your card's expiration month is invalid.";
    else if (year * 12 + month - 1 < now.getFullYear() * 12 + now.getMonth()) errors.expiry = "Your card's expiration date is in the past.";
  }

  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = "Your card's security code is incomplete.";
  return errors;
}
