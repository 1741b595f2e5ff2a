import { AUTHENTICATION_FAILURE, type CardCheck, LATE_FAILURE } from './stripe-cards';
import { LOCAL_STRIPE_AUTHENTICATE_PATH } from './stripe-authenticate';
import { settleFailed, settleSucceeded } from './stripe-charges';
import type { Json } from './stripe-objects';
import type { StripeContext, StripeState } from './stripe-state';

// The card step's state machine: by the test card's behaviour (stripe-cards.ts) an intent is paid,
// declined, waits in requires_action for the shopper's bank (3-D Secure), or stays `processing`
// and settles later, as a bank's payment would (also after a restart, when due).

export const DEFAULT_PROCESSING_MS = 4_000;

export type CheckedCard = Extract<CardCheck, { behaviour: unknown }>;

export class CardPayments {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly context: StripeContext,
    private readonly processingMs = DEFAULT_PROCESSING_MS,
  ) {}

  /** The card step: paid, declined, waiting for 3-D Secure (with the redirect to the local bank page), or `processing`. */
  async confirm(intent: Json, card: CheckedCard, redirect: { origin: string; returnUrl?: string }): Promise<Json> {
    const { behaviour } = card;
    if (behaviour.kind === 'succeed') await settleSucceeded(this.context, intent, card);
    else if (behaviour.kind === 'decline') await settleFailed(this.context, intent, card, behaviour);
    else if (behaviour.kind === 'processing') await this.startProcessing(intent, card, behaviour.then);
    else this.awaitAuthentication(intent, card, redirect);
    await this.context.save();
    return intent;
  }

  /** The shopper's answer on the bank page; where to send her back, or undefined when nothing waits. */
  async completeAuthentication(intent: Json, approved: boolean): Promise<string | undefined> {
    const { state } = this.context;
    const id = String(intent.id);
    const pendingAuthentication = state.authentications[id];
    if (intent.status !== 'requires_action' || !pendingAuthentication) return undefined;
    delete state.authentications[id];
    delete state.processing[id];
    if (approved) await settleSucceeded(this.context, intent, pendingAuthentication);
    else await settleFailed(this.context, intent, pendingAuthentication, AUTHENTICATION_FAILURE);
    await this.context.save();
    return pendingAuthentication.returnUrl;
  }

  /** Schedules the payments an earlier run left processing. */
  resume(): void {
    for (const intentId of Object.keys(this.context.state.processing)) this.scheduleSettlement(intentId);
  }

  /** Whether a processing payment has yet to settle. */
  get pending(): boolean {
    return this.timers.size > 0;
  }

  /** Stops the timers; unsettled payments stay in the state for the next start. */
  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /** The bank keeps it `processing`: Stripe's payment_intent.processing goes to the webhook, as Stripe sends it for a bank debit. */
  private async startProcessing(intent: Json, card: CheckedCard, then: 'succeed' | 'fail'): Promise<void> {
    const { last4, expMonth, expYear } = card;
    this.context.state.processing[String(intent.id)] = { until: this.context.now().getTime() + this.processingMs, then, last4, expMonth, expYear };
    Object.assign(intent, { status: 'processing', processing: { type: 'card' } });
    await this.context.emit('payment_intent.processing', intent);
    this.scheduleSettlement(String(intent.id));
  }

  private awaitAuthentication(intent: Json, card: CheckedCard, redirect: { origin: string; returnUrl?: string }): void {
    const url = `${redirect.origin}${LOCAL_STRIPE_AUTHENTICATE_PATH}?${new URLSearchParams({ client_secret: String(intent.client_secret) }).toString()}`;
    this.context.state.authentications[String(intent.id)] = {
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      returnUrl: redirect.returnUrl ?? `${redirect.origin}/`,
    };
    Object.assign(intent, {
      status: 'requires_action',
      next_action: { type: 'redirect_to_url', redirect_to_url: { url, return_url: redirect.returnUrl ?? null } },
    });
  }

  private scheduleSettlement(intentId: string): void {
    const pendingSettlement = this.context.state.processing[intentId];
    if (!pendingSettlement) return;
    const timer = setTimeout(() => this.settle(intentId, pendingSettlement), Math.max(0, pendingSettlement.until - this.context.now().getTime()));
    timer.unref();
    this.timers.set(intentId, timer);
  }

  private settle(intentId: string, pendingSettlement: StripeState['processing'][string]): void {
    const { state } = this.context;
    this.timers.delete(intentId);
    const intent = state.paymentIntents[intentId];
    delete state.processing[intentId];
    if (!intent || intent.status !== 'processing') return void this.context.save();
    const settled =
      pendingSettlement.then === 'succeed'
        ? settleSucceeded(this.context, intent, pendingSettlement)
        : settleFailed(this.context, intent, pendingSettlement, LATE_FAILURE);
    void settled.then(() => this.context.save());
  }
}
