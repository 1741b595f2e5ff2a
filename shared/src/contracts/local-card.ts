import * as z from '../zod';

// A module of its own, apart from payments.ts: the web app built with a Stripe key must carry none
// of the local card step (web/scripts/payment-provider-build.test.ts checks its build output).

/**
 * The local payment provider (local stack only, docs/architecture.md#the-local-stack): when the web app is built without
 * VITE_STRIPE_PUBLISHABLE_KEY it shows its own test card form and confirms the payment here,
 * same-origin, instead of with Stripe.js. Not an API route: the local gateway serves it beside
 * /local/scheduler, and it does not exist in AWS.
 */
export const LOCAL_STRIPE_CONFIRM_PATH = '/local/stripe/confirm';

/** POST /local/stripe/confirm (JSON). */
export const localCardConfirmBodySchema = z.object({
  /** The clientSecret a payment-intent call answered. */
  clientSecret: z.string().check(z.minLength(1), z.maxLength(200)),
  /** Spaces allowed: '4242 4242 4242 4242' succeeds, '4000 0000 0000 0002' is declined. */
  cardNumber: z.string().check(z.maxLength(40)),
  /** 'MM / YY', 'MM/YY' or 'MM/YYYY', in the future. */
  expiry: z.string().check(z.maxLength(12)),
  cvc: z.string().check(z.maxLength(8)),
  postalCode: z.optional(z.string().check(z.maxLength(20))),
  /** Where the shopper comes back after a 3-D Secure step (Stripe.js's return_url). */
  returnUrl: z.optional(z.url().check(z.maxLength(2048))),
});
export type LocalCardConfirmBody = z.infer<typeof localCardConfirmBodySchema>;

/** An error as Stripe.js reports it from confirmPayment (`error.type`, `code`, `decline_code`, `message`). */
export const cardPaymentErrorSchema = z.object({
  type: z.enum(['card_error', 'validation_error', 'invalid_request_error']),
  code: z.optional(z.string()),
  decline_code: z.optional(z.string()),
  message: z.string(),
});
export type CardPaymentError = z.infer<typeof cardPaymentErrorSchema>;

/**
 * The reply, whatever its HTTP status (200 succeeded, 402 declined, 400 invalid card details,
 * 404 unknown client secret, 409 `payment_intent_unexpected_state`): the intent's status after
 * the attempt and, unless it succeeded, the error to show, like stripe.confirmPayment's result.
 */
export const localCardConfirmReplySchema = z.object({
  status: z.string(),
  paymentIntentId: z.optional(z.string()),
  error: z.optional(cardPaymentErrorSchema),
  /** With `requires_action`: the bank's page the shopper must go to (Stripe's next_action.redirect_to_url). */
  nextAction: z.optional(z.object({ redirectToUrl: z.string() })),
});
export type LocalCardConfirmReply = z.infer<typeof localCardConfirmReplySchema>;
