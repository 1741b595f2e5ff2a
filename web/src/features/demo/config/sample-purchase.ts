import { checkoutPathOf } from '@herway/shared/catalog/products';

/** The sample purchase of /discount-demo, in whole dollars. */
export const SAMPLE_AMOUNT = 500;
const SAMPLE_DESCRIPTION = 'Discount demo sample purchase';

/** The open-amount checkout for the sample (its query: amount, description). */
export const sampleCheckoutPath = `/checkout?${new URLSearchParams({ amount: String(SAMPLE_AMOUNT), description: SAMPLE_DESCRIPTION }).toString()}`;

/** The protected checkout for the Starter package, as the pricing cards open it. */
export const starterCheckoutPath = checkoutPathOf('starter');
