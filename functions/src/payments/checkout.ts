import type { ProductKey } from '@herway/shared/catalog/products';
import { TERMS_VERSION } from '@herway/shared/catalog/terms';
import type { PaymentIntentReply } from '@herway/shared/contracts/payments';
import type { SessionUser } from '../kernel/auth/token-verifier';
import { accountDeleted } from '../kernel/store/account-guard';
import { findDiscount } from './store/discount-repo';
import { getEntitlement } from '../course/store/entitlement-repo';
import { getProfile, replaceStripeCustomerId, saveStripeCustomerId } from '../accounts/store/user-repo';
import { createCustomer, createPaymentIntent, isMissingCustomerError, PaymentProviderUnavailableError } from './stripe/stripe';
import type { IntentMetadata, NewPaymentIntent } from './stripe/stripe';
import { Conflict, InvalidInput, ProviderUnavailable } from '../kernel/domain-errors';
import { logger } from '../kernel/logger';
import { amountDiffers, priceChangedMessage, quoteCustom, quoteProduct } from './checkout-pricing';
import type { Quote, QuoteResult } from './checkout-pricing';
import { centsToDollars } from './discount-pricing';
import { noteReservedIntent, releaseUnopened, reserveCodeForOrder } from './discount-reservations';

// Opening a payment (the three payment-intent endpoints): price on the server, compare with the
// page, find or create her Stripe customer, create the PaymentIntent with server-written metadata.

function accepted(result: QuoteResult): Quote {
  if (!result.ok) throw new InvalidInput(result.message);
  return result.quote;
}

/** A catalog product priced with the code re-validated against the database (InvalidInput on a refused code). */
export async function quoteCatalogOrder(productKey: ProductKey, code: string | undefined): Promise<Quote> {
  const discount = code ? await findDiscount(code) : undefined;
  return accepted(quoteProduct(productKey, { ...(code ? { code } : {}), discount }));
}

/** An open-amount payment priced from the amount the page was opened with (InvalidInput outside $1-$5,000 or on a refused code). */
export async function quoteCustomOrder(listDollars: number, description: string, code: string | undefined): Promise<Quote> {
  const discount = code ? await findDiscount(code) : undefined;
  return accepted(quoteCustom(listDollars, description, { ...(code ? { code } : {}), discount }));
}

/** Conflict with the current price when the page's amount (or session count) is not the server's. */
export function assertPageMatches(quote: Quote, page: { amount: number; totalSessions?: number }): void {
  const sessionsDiffer = page.totalSessions !== undefined && page.totalSessions !== quote.sessions;
  if (amountDiffers(page.amount, quote.amountCents) || sessionsDiffer) {
    throw new Conflict(priceChangedMessage(quote.amountCents), { currentAmount: centsToDollars(quote.amountCents) });
  }
}

/** What a second purchase of the lifetime course packet is answered (a Conflict with her dashboard). */
export const ALREADY_OWNED = "You already own the Course Packet: it's yours for life, on your dashboard.";

/**
 * Refuses to sell the course packet (a lifetime product, 'all sales final') to an athlete whose
 * access to it is active, whether she bought it or it came with Elite.
 */
export async function assertCourseNotOwned(athleteId: string): Promise<void> {
  const entitlement = await getEntitlement(athleteId, 'course_packet');
  if (entitlement?.isActive) throw courseRefusals.paid();
}

/** What a course purchase is answered while an earlier course payment of hers is paid or processing. */
export const courseRefusals = {
  paid: () => new Conflict(ALREADY_OWNED, { owned: true, dashboardPath: '/dashboard' }),
  processing: () =>
    new Conflict(
      'Your bank is still confirming your payment for the Course Packet, so nothing more was charged. It will be on your dashboard as soon as it is confirmed.',
      {
        dashboardPath: '/dashboard',
      },
    ),
};

export interface Payer {
  email: string;
  athleteName: string;
  /** The parent or guardian, on the open-amount checkout. */
  customerName?: string;
  /** Whose purchase it is: the athlete (the intent's userId). */
  userId?: string;
  stripeCustomerId?: string;
  /** Whose profile holds the Stripe customer, when not the athlete's: a guardian paying for her (purchaser.ts). */
  customerOwnerId?: string;
}

/**
 * The signed-in athlete as a payer, with her Stripe customer: the one saved on her profile, or a
 * new one created once with her e-mail and name and saved there.
 */
export async function athletePayer(user: SessionUser): Promise<Payer> {
  const profile = await getProfile(user.sub);
  // Her account is being deleted: no Stripe customer is made with her e-mail again.
  if (profile?.deletionBegunAt) throw accountDeleted();
  const email = profile?.email ?? (user.username.includes('@') ? user.username : undefined);
  if (!email) throw new Error(`Athlete ${user.sub} has no e-mail address to pay with`);
  const athleteName = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || 'Athlete';
  let stripeCustomerId = profile?.stripeCustomerId;
  if (!stripeCustomerId) {
    const created = await providerCall(() => createCustomer({ userId: user.sub, email, name: athleteName }));
    stripeCustomerId = await saveStripeCustomerId(user.sub, created);
  }
  return { email, athleteName, userId: user.sub, stripeCustomerId };
}

/** The Stripe customer saved on a signed-in visitor's profile, if any (the open-amount checkout never creates one). */
export async function savedCustomerId(user: SessionUser | undefined): Promise<string | undefined> {
  if (!user) return undefined;
  return (await getProfile(user.sub))?.stripeCustomerId;
}

/** Runs a Stripe call, ProviderUnavailable when Stripe cannot be reached. */
export async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderUnavailableError) {
      logger.error('Stripe unavailable', error);
      throw new ProviderUnavailable('The payment service is not responding. Please try again in a moment.');
    }
    throw error;
  }
}

/** Creates the intent; a saved customer Stripe no longer knows is replaced once (and the new one saved). */
async function createIntentFor(order: NewPaymentIntent, payer: Payer) {
  try {
    return await createPaymentIntent(order);
  } catch (error) {
    if (!isMissingCustomerError(error) || !payer.userId || !payer.stripeCustomerId) throw error;
    logger.warn('Saved Stripe customer is unknown to Stripe: replacing it', { userId: payer.userId, stripeCustomerId: payer.stripeCustomerId });
    const owner = payer.customerOwnerId ?? payer.userId;
    const replacement = await createCustomer({ userId: owner, email: payer.email, name: payer.customerName ?? payer.athleteName }, payer.stripeCustomerId);
    await replaceStripeCustomerId(owner, replacement);
    return createPaymentIntent({ ...order, customerId: replacement });
  }
}

function intentFor(quote: Quote, payer: Payer, extra: Partial<IntentMetadata> = {}): NewPaymentIntent {
  return {
    amountCents: quote.amountCents,
    description: quote.description,
    ...(payer.stripeCustomerId ? { customerId: payer.stripeCustomerId } : {}),
    metadata: {
      userId: payer.userId ?? '',
      productKey: quote.productKey,
      sessions: String(quote.sessions),
      discountCode: quote.discountCode ?? '',
      athleteName: payer.athleteName,
      ...(payer.customerName ? { customerName: payer.customerName } : {}),
      // HerWay's receipts go here; Stripe gets no receipt_email, so it sends none of its own.
      customerEmail: payer.email,
      // The account that pays (a guardian for her athlete): her receipts are kept in her account (docs/receipts.md).
      ...(payer.customerOwnerId ? { payerId: payer.customerOwnerId } : {}),
      ...extra,
    },
  };
}

/**
 * The metadata of a purchase whose checkout box was ticked (the body's `acceptedTerms: true`, checked
 * by the route's schema): the terms' version. The intent's creation time is when she agreed
 * (storedPaymentOf keeps it as termsAcceptedAt; docs/payments-terms.md).
 */
export function agreedTerms(): Pick<IntentMetadata, 'termsVersion'> {
  return { termsVersion: TERMS_VERSION };
}

/**
 * Creates the PaymentIntent for a priced order and answers what the page needs to take the card.
 * `extra` is more server-written metadata (a test payment's mark).
 */
export async function openPayment(quote: Quote, payer: Payer, extra: Partial<IntentMetadata> = {}): Promise<PaymentIntentReply> {
  const order = intentFor(quote, payer, extra);
  // A limited code is reserved before the intent exists, so the limit holds under any concurrency.
  const limit = quote.discountLimit;
  const reservation = quote.discountCode && limit !== undefined ? await providerCall(() => reserveCodeForOrder(order, limit)) : undefined;
  if (reservation) order.metadata.discountReservation = reservation;
  let intent;
  try {
    intent = await providerCall(() => createIntentFor(order, payer));
  } catch (error) {
    if (reservation && quote.discountCode) await releaseUnopened(quote.discountCode, reservation);
    throw error;
  }
  if (reservation && quote.discountCode) await noteReservedIntent(quote.discountCode, reservation, intent.id);
  logger.info('Payment intent opened', { paymentIntentId: intent.id, productKey: quote.productKey, amount: intent.amountCents, userId: payer.userId });
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: centsToDollars(intent.amountCents) };
}
