import { CreditCard, Lock, RotateCcw, ShieldX } from 'lucide-react';
import { TEST_PAYMENT } from '@herway/shared/contracts/demo';
import { CheckoutStatus } from '@/components/commerce/checkout-status';
import { OrderSummary } from '@/components/commerce/order-summary';
import { PaymentProvider } from '@/components/commerce/payment/payment-provider';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDollars } from '@/lib/money';
import { testPaymentFailure, useTestPayment } from '../api/create-test-payment';
import { useTestPaymentCheckout, type TestPaymentPhase } from '../lib/use-test-payment-checkout';

/** Shown above Stripe's Payment Element (the local test-card form shows its own hint). */
function TestCardHint() {
  return (
    <p className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <CreditCard className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>Test mode: use the test card 4242 4242 4242 4242 with any future expiry and any CVC. Real cards are refused in test mode.</span>
    </p>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-danger-700/30 bg-danger-50 p-4 text-danger-800">
      <ShieldX className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">Test payments are not available here</p>
        <p className="mt-1 text-sm">{message}</p>
      </div>
    </div>
  );
}

/** The test payment could not be opened: why, and Try Again. */
function SetupFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="grid gap-3 rounded-xl border border-danger-700/30 bg-danger-50 p-4 text-danger-800">
      <p className="font-semibold">The test payment could not be set up</p>
      <p className="text-sm">{message}</p>
      <Button variant="outline" size="sm" className="w-fit" onClick={onRetry}>
        <RotateCcw className="size-4" aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}

/** 'Pay $amount', 'Processing...' while paying, 'Payment Complete' after. */
function TestPayButton({ amount, phase, ready }: { amount: number; phase: TestPaymentPhase; ready: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={!ready || phase !== 'idle'} aria-busy={phase === 'processing' || undefined}>
      {phase === 'processing' ? (
        <span aria-hidden="true" className="size-4 rounded-full border-2 border-current border-t-transparent motion-safe:animate-spin" />
      ) : (
        <Lock className="size-4" aria-hidden="true" />
      )}
      {phase === 'idle' ? `Pay ${formatDollars(amount)}` : phase === 'processing' ? 'Processing...' : 'Payment Complete'}
    </Button>
  );
}

/**
 * The $400 Starter test payment: the server opens it (test mode only), the payment form takes
 * the test card, and a paid one goes to /demo-payment-success. It records a payment and grants
 * nothing.
 */
export function TestPaymentCheckout() {
  const session = useTestPayment();
  const { phase, pay } = useTestPaymentCheckout();
  const amount = session.data?.amount ?? TEST_PAYMENT.amount;
  const failure = session.error ? testPaymentFailure(session.error) : undefined;

  return (
    <Card className="grid gap-6 p-6 sm:p-8">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">Test mode</Badge>
        <Badge variant="secondary">Records a payment, grants nothing</Badge>
      </div>
      <OrderSummary name="Starter Package" detail={`${TEST_PAYMENT.sessions} one-on-one mentorship sessions · test payment`} amount={amount} discount={null} />
      <section aria-labelledby="payment-details-title" className="grid gap-6 border-t border-plum-100 pt-6">
        <h2 id="payment-details-title" className="text-lg font-bold text-ink">
          Payment Details
        </h2>
        {failure?.refused ? (
          <Refused message={failure.message} />
        ) : failure ? (
          <SetupFailed message={failure.message} onRetry={() => void session.refetch()} />
        ) : session.data ? (
          <PaymentProvider key={session.data.clientSecret} clientSecret={session.data.clientSecret}>
            {(payment) => (
              <form
                noValidate
                aria-label="Test payment"
                className="grid gap-6"
                onSubmit={(event) => {
                  event.preventDefault();
                  void pay(payment);
                }}
              >
                {payment.provider === 'stripe' ? <TestCardHint /> : null}
                {payment.fields}
                <TestPayButton amount={amount} phase={phase} ready={payment.ready} />
              </form>
            )}
          </PaymentProvider>
        ) : (
          <CheckoutStatus label="Setting up the test payment..." className="flex flex-col items-center gap-3 py-8" />
        )}
      </section>
    </Card>
  );
}
