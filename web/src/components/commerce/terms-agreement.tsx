import { useId, type Ref } from 'react';
import { Link } from 'react-router';
import { TERMS_REQUIRED_MESSAGE } from '@herway/shared/catalog/terms';
import { Checkbox } from '@/components/ui/checkbox';

// The server answers a purchase without the box ticked with the very same sentence.
export { TERMS_REQUIRED_MESSAGE };

type Props = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shows the 'Please agree...' error under the box. */
  invalid: boolean;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** The terms checkbox (docs/product-rules.md#forms-and-their-messages); 'Terms of Service' links to /terms (in a new tab, so the payment form is kept). */
export function TermsAgreement({ checked, onChange, invalid, disabled, ref }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <Checkbox
          ref={ref}
          id={id}
          className="mt-0.5"
          checked={checked}
          disabled={disabled}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className="text-sm text-ink">
          I agree to the{' '}
          <Link to="/terms" target="_blank" rel="noopener noreferrer" className="font-semibold text-plum-700 underline underline-offset-2 hover:text-plum-900">
            Terms of Service
          </Link>{' '}
          and understand that all sales are final and non-refundable.
        </label>
      </div>
      {invalid ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-700">
          {TERMS_REQUIRED_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}
