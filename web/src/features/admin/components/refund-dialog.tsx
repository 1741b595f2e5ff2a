import { useState, type FormEvent } from 'react';
import type { PaymentRecord } from '@herway/shared/contracts/admin';
import { refundPaymentBodySchema, typedDollarsToCents } from '@herway/shared/contracts/admin-money';
import { formatUsd } from '@herway/shared/format';
import { dollarsToCents } from '@/lib/money';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { useRefundPayment } from '../api/refund-payment';
import { checkForm, errorsOfResponse, type FormErrors } from '../lib/form-errors';

const textToCents = (text: string | undefined) => dollarsToCents(Number(text ?? '0'));

/** What is left to refund of a payment, by the list (cents). */
export const leftToRefund = (payment: Pick<PaymentRecord, 'amount' | 'amountRefunded'>) => textToCents(payment.amount) - textToCents(payment.amountRefunded);

/** Whether the row offers a refund: a payment that went through and is not refunded in full. */
export const canRefund = (payment: Pick<PaymentRecord, 'status' | 'amount' | 'amountRefunded'>) =>
  (payment.status === 'succeeded' || payment.status === 'partially_refunded') && leftToRefund(payment) > 0;

const newRequestId = () => crypto.randomUUID();

/**
 * Refund (a row action of the Payments tab): all that is left or part of it, in dollars, with a
 * reason for the audit log. The request id is made when the dialog opens: a double click asks
 * Stripe once. A refusal (more than is left...) keeps the dialog open with the reason why.
 */
export function RefundDialog({ payment }: { payment: PaymentRecord }) {
  const [open, setOpen] = useState(false);
  const who = payment.customerName ?? payment.customerEmail;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Refund ${who}'s payment of ${formatUsd(textToCents(payment.amount))}`}>
          Refund
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Refund {who}</DialogTitle>
        <DialogDescription>
          {formatUsd(textToCents(payment.amount))} paid, {formatUsd(leftToRefund(payment))} left to refund. Stripe sends the money back to the card; the payment
          shows as refunded once Stripe confirms it.
        </DialogDescription>
        {open ? <RefundForm payment={payment} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The refund's terms and their submission: a part must be an amount of dollars no more than is
 * left, the reason is checked with the server's schema; a refusal keeps the form with the reason.
 */
function useRefundForm(payment: PaymentRecord, onDone: () => void) {
  const [kind, setKind] = useState<'full' | 'part'>('full');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [requestId, setRequestId] = useState(newRequestId);
  const refund = useRefundPayment();
  const left = leftToRefund(payment);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = kind === 'part' ? typedDollarsToCents(amount) : undefined;
    const problems: FormErrors = {};
    if (kind === 'part' && cents === undefined) problems.amountCents = 'Enter the amount in dollars, like 200 or 49.50';
    else if (cents !== undefined && cents > left) problems.amountCents = `That is more than is left to refund: at most ${formatUsd(left)}`;
    const checked = checkForm(refundPaymentBodySchema, { reason, requestId, ...(cents === undefined ? {} : { amountCents: cents }) });
    if (!checked.ok || Object.keys(problems).length > 0) return setErrors({ ...problems, ...(checked.ok ? {} : checked.errors) });
    setErrors({});
    refund.mutate(
      { paymentIntentId: payment.stripePaymentIntentId, body: checked.data },
      {
        onSuccess: ({ message }) => {
          toast({ title: 'Refund requested', description: message });
          onDone();
        },
        onError: (error) => {
          setErrors(errorsOfResponse(error));
          // Other terms next time are a new refund: a new key (a 5xx keeps it, so a retry refunds once).
          if (error instanceof ApiError && error.status < 500) setRequestId(newRequestId());
        },
      },
    );
  };

  return { kind, setKind, amount, setAmount, reason, setReason, errors, left, submit, pending: refund.isPending };
}

/** The dialog's form, mounted while it is open (a fresh request id each time). */
function RefundForm({ payment, onDone }: { payment: PaymentRecord; onDone: () => void }) {
  const { kind, setKind, amount, setAmount, reason, setReason, errors, left, submit, pending } = useRefundForm(payment, onDone);

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-ink">How much</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="kind" checked={kind === 'full'} onChange={() => setKind('full')} className="size-4 accent-plum-700" />
          All that is left ({formatUsd(left)})
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="kind" checked={kind === 'part'} onChange={() => setKind('part')} className="size-4 accent-plum-700" />
          Part of it
        </label>
      </fieldset>
      {kind === 'part' ? (
        <FormField label="Amount to refund (dollars)" error={errors.amountCents}>
          {(field) => <Input {...field} name="amount" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />}
        </FormField>
      ) : null}
      <FormField label="Reason (for the audit log)" error={errors.reason}>
        {(field) => <Textarea {...field} name="reason" rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />}
      </FormField>
      {errors[''] || errors.requestId ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {errors[''] ?? errors.requestId}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? 'Asking Stripe…' : 'Refund'}
        </Button>
      </DialogFooter>
    </form>
  );
}
