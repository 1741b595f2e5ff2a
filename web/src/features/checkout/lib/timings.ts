// Timings of the checkout pages (docs/product-rules.md#checkout-pages).

/** After 'Payment Successful!', the success page 1.5 s later. */
export const SUCCESS_REDIRECT_DELAY_MS = 1500;

/** After 'Payment Session Expired' (payment_intent_unexpected_state), the page reloads 2 s later. */
export const SESSION_RELOAD_DELAY_MS = 2000;

/** /checkout opened without an amount: home after a short notice. */
export const MISSING_AMOUNT_REDIRECT_DELAY_MS = 1000;
