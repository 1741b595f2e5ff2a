import * as z from '../zod';

/**
 * The Terms of Service a checkout agrees to: the effective date of the terms page (/terms) as
 * YYYY-MM-DD. Written on every PaymentIntent (and so on its payment record) with the server's time
 * of agreement; change it together with the terms page's effective date (docs/payments-terms.md).
 */
export const TERMS_VERSION = '2025-08-22';

/** What a purchase without the box ticked is answered, and what the checkbox's error says. */
export const TERMS_REQUIRED_MESSAGE = 'Please agree to the Terms of Service to complete your purchase.';

/** `acceptedTerms: true` on every call that opens a payment; anything else is refused with the sentence above. */
export const acceptedTermsSchema = z.literal(true, { error: TERMS_REQUIRED_MESSAGE });
