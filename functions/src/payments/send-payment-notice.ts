import type { PaymentIntent } from '@herway/events/stripe';
import { sendEmail } from '../mail/email';
import { config, siteOrigins } from '../kernel/config';
import { logger } from '../kernel/logger';
import type { EmailMessage } from '../mail/email';
import type { NoticeOptions } from './payment-notices';
import { claimPaymentNotice, releasePaymentNotice } from './store/payment-notice-repo';
import { ANONYMISED_EMAIL, getPayment } from './store/payment-repo';

/** The site and support addresses the payment notices link to. */
export function noticeOptions(): NoticeOptions {
  const settings = config();
  return { siteOrigin: siteOrigins(settings)[0] ?? 'http://localhost:3000', supportEmail: settings.SUPPORT_EMAIL };
}

/**
 * Sends one notice of a payment once (payment-notice-repo.ts): nothing when it went before, the
 * payment has no address, or it was recorded without who paid because her account is deleted
 * (account-guard.ts). A failed send gives the claim back and throws, so the bus retries it.
 */
export async function sendPaymentNotice(
  intent: PaymentIntent,
  notice: string,
  build: (intent: PaymentIntent, options: NoticeOptions) => EmailMessage | undefined,
  now: Date,
): Promise<'sent' | 'sent-before' | 'no-address' | 'account-closed'> {
  const message = build(intent, noticeOptions());
  if (!message) return 'no-address';
  if ((await getPayment(intent.id))?.customerEmail === ANONYMISED_EMAIL) return 'account-closed';
  if (!(await claimPaymentNotice(intent.id, notice, now))) return 'sent-before';
  try {
    await sendEmail(message);
  } catch (error) {
    await releasePaymentNotice(intent.id, notice);
    throw error;
  }
  logger.info('Payment notice sent', { paymentIntentId: intent.id, notice, kind: message.kind });
  return 'sent';
}
