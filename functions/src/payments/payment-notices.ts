import type { PaymentError, PaymentIntent } from '@herway/events/stripe';
import { checkoutPathOf, isProductKey, productNameOf } from '@herway/shared/catalog/products';
import type { EmailMessage } from '../mail/email';
import { escapeHtml } from '../kernel/html-text';

// The e-mails a payment sends before it settles (docs/payments-notices.md): a failed attempt, in
// words a parent reads (never Stripe's codes), with a link to try again; a payment her bank keeps
// `processing`, saying what happens when it settles. Pure: the consumers send them.

/** What Stripe's decline code or error code means, in a sentence for a parent. */
const REASONS: Readonly<Record<string, string>> = {
  insufficient_funds: 'The card did not have enough funds for this payment.',
  expired_card: 'The card has expired.',
  incorrect_cvc: "The card's security code (CVC) was not correct.",
  invalid_cvc: "The card's security code (CVC) was not correct.",
  incorrect_number: 'The card number was not correct.',
  lost_card: 'The bank declined the card.',
  stolen_card: 'The bank declined the card.',
  processing_error: 'The card could not be processed because of an error at the bank. Nothing was charged.',
  payment_intent_authentication_failure: "The bank's security check for this card was not completed.",
  authentication_required: 'The bank asked for a security check that was not completed.',
  debit_not_authorized: 'The bank debit was not authorised by the account holder.',
  account_closed: 'The bank account for the debit is closed.',
  insufficient_funds_debit: 'The bank account did not have enough funds for the debit.',
  payment_method_provider_decline: 'The bank declined the payment.',
};
const BANK_DEBIT_FAILED = 'The bank debit did not go through.';
const CARD_DECLINED = 'The card was declined by the bank.';
const PAYMENT_FAILED = 'The payment did not go through.';

/** Why the payment failed, as a parent reads it: from the decline code, else the error code; never a raw code. */
export function failureReason(error: PaymentError | null | undefined): string {
  if (!error) return PAYMENT_FAILED;
  const known = (error.decline_code && REASONS[error.decline_code]) || (error.code && REASONS[error.code]);
  if (known) return known;
  if (error.code === 'card_declined') return CARD_DECLINED;
  const method = (error as { payment_method?: { type?: string } }).payment_method?.type;
  if (method && method !== 'card') return BANK_DEBIT_FAILED;
  return PAYMENT_FAILED;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Whose purchase it is when a guardian paid for her linked athlete (metadata payerId beside userId). */
function forAthlete(intent: PaymentIntent): string | null {
  const athleteId = text(intent.metadata.userId);
  const payerId = text(intent.metadata.payerId);
  return athleteId && payerId && payerId !== athleteId ? athleteId : null;
}

/** Where to try again: the same product's checkout (for her athlete when a guardian paid), a payment link's own page, else /mentorship. */
export function tryAgainPath(intent: PaymentIntent): string {
  const productKey = text(intent.metadata.productKey);
  const linkUrl = text(intent.metadata.checkoutUrl);
  if (productKey && isProductKey(productKey)) {
    const athleteId = forAthlete(intent);
    return `${checkoutPathOf(productKey)}${athleteId ? `&for=${encodeURIComponent(athleteId)}` : ''}`;
  }
  if (linkUrl?.startsWith('/')) return linkUrl;
  return '/mentorship';
}

/** The payer's address: the checkout's `customerEmail`, else the intent's receipt address. */
export function payerEmailOf(intent: PaymentIntent): string | null {
  return text(intent.metadata.customerEmail) ?? text(intent.receipt_email);
}

function whatWasBought(intent: PaymentIntent): string {
  const productKey = text(intent.metadata.productKey);
  if (productKey && isProductKey(productKey)) return productNameOf(productKey);
  return text(intent.description) ?? 'your HerWay purchase';
}

function greeting(intent: PaymentIntent): string {
  const name = text(intent.metadata.customerName) ?? text(intent.metadata.athleteName);
  return name ? `Hi ${name},` : 'Hi,';
}

export interface NoticeOptions {
  siteOrigin: string;
  supportEmail: string;
}

function message(kind: EmailMessage['kind'], to: string, subject: string, paragraphs: string[], options: NoticeOptions): EmailMessage {
  const closing = [`Questions? Reply to this e-mail or write to ${options.supportEmail}.`, 'The HerWay team'];
  return {
    kind,
    to,
    replyTo: options.supportEmail,
    subject,
    text: [...paragraphs, ...closing].join('\n\n'),
    html: [...paragraphs, ...closing].map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
  };
}

/** The failed attempt's e-mail to the payer, or undefined without an address. */
export function paymentFailedEmail(intent: PaymentIntent, options: NoticeOptions): EmailMessage | undefined {
  const to = payerEmailOf(intent);
  if (!to) return undefined;
  const link = `${options.siteOrigin.replace(/\/$/, '')}${tryAgainPath(intent)}`;
  return message(
    'payment-failed',
    to,
    'Your HerWay payment did not go through',
    [
      greeting(intent),
      `Your payment for ${whatWasBought(intent)} did not go through. ${failureReason(intent.last_payment_error)} You have not been charged.`,
      `You can try again, with the same card or another one, here: ${link}`,
    ],
    options,
  );
}

/** The e-mail of a payment her bank keeps processing (a bank debit), or undefined without an address. */
export function paymentProcessingEmail(intent: PaymentIntent, options: NoticeOptions): EmailMessage | undefined {
  const to = payerEmailOf(intent);
  if (!to) return undefined;
  const product = whatWasBought(intent);
  return message(
    'payment-processing',
    to,
    'Your HerWay payment is processing',
    [
      greeting(intent),
      `Your payment for ${product} is processing: your bank is still confirming it, which can take a few business days.`,
      `${product} appears on the dashboard as soon as the payment settles, and we will e-mail you the receipt then. If the bank refuses it, we will e-mail you too, with a link to try again.`,
    ],
    options,
  );
}
