import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { checkLocalCard, EMPTY_CARD, formatCardNumber, formatCvc, formatExpiry, TEST_CARD_HINT, type LocalCard, type LocalCardErrors } from './local-card';
import { confirmLocalCard } from './local-confirm';
import type { ConfirmOptions, PaymentController, PaymentOutcome, PaymentProviderProps } from './types';

function LocalCardFields({ card, errors, onChange }: { card: LocalCard; errors: LocalCardErrors; onChange: (card: LocalCard) => void }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="sr-only">Card details</legend>
      <p className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{TEST_CARD_HINT}</span>
      </p>
      <FormField label="Card number" error={errors.cardNumber}>
        {(field) => (
          <Input
            {...field}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={card.cardNumber}
            onChange={(event) => onChange({ ...card, cardNumber: formatCardNumber(event.target.value) })}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Expiry (MM/YY)" error={errors.expiry}>
          {(field) => (
            <Input
              {...field}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              value={card.expiry}
              onChange={(event) => onChange({ ...card, expiry: formatExpiry(event.target.value) })}
            />
          )}
        </FormField>
        <FormField label="CVC" error={errors.cvc}>
          {(field) => (
            <Input
              {...field}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              value={card.cvc}
              onChange={(event) => onChange({ ...card, cvc: formatCvc(event.target.value) })}
            />
          )}
        </FormField>
        <FormField label="Postal code" optional>
          {(field) => (
            <Input
              {...field}
              autoComplete="postal-code"
              maxLength={20}
              value={card.postalCode}
              onChange={(event) => onChange({ ...card, postalCode: event.target.value })}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}

/**
 * The local payment provider (no Stripe key, docs/architecture.md#the-local-stack): a test-card form whose details are
 * confirmed by POST /local/stripe/confirm. Ready at once: nothing to load.
 */
export function LocalCardProvider({ clientSecret, children }: PaymentProviderProps) {
  const [card, setCard] = useState<LocalCard>(EMPTY_CARD);
  const [errors, setErrors] = useState<LocalCardErrors>({});

  async function confirm(options: ConfirmOptions): Promise<PaymentOutcome> {
    const problems = checkLocalCard(card);
    setErrors(problems);
    const first = Object.values(problems)[0];
    if (first) return { type: 'incomplete', message: first };
    return confirmLocalCard({
      clientSecret,
      cardNumber: card.cardNumber,
      expiry: card.expiry,
      cvc: card.cvc,
      ...(card.postalCode.trim() ? { postalCode: card.postalCode.trim() } : {}),
      returnUrl: options.returnUrl,
    });
  }

  const controller: PaymentController = {
    provider: 'local',
    fields: (
      <LocalCardFields
        card={card}
        errors={errors}
        onChange={(next) => {
          setCard(next);
          // A field she edits loses its error.
          setErrors((current) =>
            Object.fromEntries(Object.entries(current).filter(([field]) => next[field as keyof LocalCard] === card[field as keyof LocalCard])),
          );
        }}
      />
    ),
    ready: true,
    confirm,
  };
  return <>{children(controller)}</>;
}
