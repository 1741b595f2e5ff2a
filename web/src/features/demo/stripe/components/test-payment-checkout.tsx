import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, Lock, RotateCcw, ShieldX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { TEST_PAYMENT } from '@herway/shared/contracts/demo';
import { CheckoutStatus } from '@/components/commerce/checkout-status';
import { OrderSummary } from '@/components/commerce/order-summary';
import { PaymentProvider } from '@/components/commerce/payment/payment-provider';
import type { PaymentController } from '@/components/commerce/payment/types';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast/use-toast';
import { formatDollars } from '@/lib/money';
import { testPaymentFailure, useTestPayment } from '../api/create-test-payment';
import { recordTestPayment } from '../api/record-test-payment';
import { decideTestPayment } from '../lib/test-payment-outcome';
import { TEST_PAYMENT_QUERY_KEY } from '@/lib/query-keys';

/** Where a paid test payment lands, 1.5 s after 'Payment Successful!' (as the checkout pages). */
export const TEST_PAYMENT_SUCCESS_PATH = '/demo-payment-success';
export const SUCCESS_REDIRECT_DELAY_MS = 1500;

type Phase = 'idle' | 'processing' | 'succeeded';

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

/**
 * The $400 Starter test payment: the server opens it (test mode only), the payment form takes
 * the test card, and a paid one goes to /demo-payment-success. It records a payment and grants
 * nothing.
 */
export function TestPaymentCheckout() {
  const session = useTestPayment();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('idle');
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const amount = session.data?.amount ?? TEST_PAYMENT.amount;

  async function pay(payment: PaymentController) {
    if (busy.current) return;
    if (!payment.ready) {
      toast({ title: 'Payment System Not Ready', description: 'Please wait for the payment form to load and try again.' });
      return;
    }
    busy.current = true;
    setPhase('processing');
    const action = decideTestPayment(await payment.confirm({ returnUrl: new URL(TEST_PAYMENT_SUCCESS_PATH, window.location.origin).href }));
    if (action.kind === 'success') {
      setPhase('succeeded');
      toast({ title: 'Payment Successful!', description: 'The test payment went through. No real money was taken.' });
      void recordTestPayment(action.paymentIntentId);
      timer.current = setTimeout(() => void navigate(TEST_PAYMENT_SUCCESS_PATH), SUCCESS_REDIRECT_DELAY_MS);
      return;
    }
    if (action.kind === 'expired') {
      toast({ title: 'Payment Session Expired', description: 'Opening a new test payment...', variant: 'destructive' });
      void queryClient.resetQueries({ queryKey: TEST_PAYMENT_QUERY_KEY });
    } else {
      toast({ title: action.title, description: action.description, variant: action.title === 'Payment Status Unknown' ? 'default' : 'destructive' });
    }
    busy.current = false;
    setPhase('idle');
  }

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
          <div role="alert" className="grid gap-3 rounded-xl border border-danger-700/30 bg-danger-50 p-4 text-danger-800">
            <p className="font-semibold">The test payment could not be set up</p>
            <p className="text-sm">{failure.message}</p>
            <Button variant="outline" size="sm" className="w-fit" onClick={() => void session.refetch()}>
              <RotateCcw className="size-4" aria-hidden="true" />
              Try Again
            </Button>
          </div>
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
                <Button
                  type="submit"
                  size="lg"
                  className="w-full"
                  disabled={!payment.ready || phase !== 'idle'}
                  aria-busy={phase === 'processing' || undefined}
                >
                  {phase === 'processing' ? (
                    <span aria-hidden="true" className="size-4 rounded-full border-2 border-current border-t-transparent motion-safe:animate-spin" />
                  ) : (
                    <Lock className="size-4" aria-hidden="true" />
                  )}
                  {phase === 'idle' ? `Pay ${formatDollars(amount)}` : phase === 'processing' ? 'Processing...' : 'Payment Complete'}
                </Button>
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
