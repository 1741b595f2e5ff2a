import { BadgePercent, X } from 'lucide-react';
import { useId, useState } from 'react';
import { normalizeDiscountCode } from '@herway/shared/catalog/discounts';
import type { DiscountProduct } from '@herway/shared/catalog/discounts';
import type { Discount } from '@herway/shared/contracts/payments';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast/use-toast';
import { DiscountRefusedError, useValidateDiscount } from './validate-discount';

export const EMPTY_CODE_MESSAGE = 'Please enter a discount code';
const UNAVAILABLE_MESSAGE = 'We could not check this code right now. Please try again.';

type Props = {
  /** The amount the code applies to, in dollars. */
  amount: number;
  /** What is bought (a catalog product, or 'custom' on /checkout): a code for other products is refused. */
  productKey?: DiscountProduct;
  /** The discount in effect, if any. */
  applied: Discount | null;
  onApply: (discount: Discount) => void;
  onRemove: () => void;
  /** While the page is busy (paying, preparing a session). */
  disabled?: boolean;
};

/**
 * The code being typed and its check: upper-cased as typed, a blank code says so, the server
 * validates (POST /api/validate-discount); an accepted code is handed to `onApply`.
 */
function useDiscountCode({ amount, productKey, onApply, disabled }: Pick<Props, 'amount' | 'productKey' | 'onApply'> & { disabled: boolean }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const validate = useValidateDiscount();
  const checking = validate.isPending;

  async function apply() {
    if (checking || disabled) return;
    const discountCode = normalizeDiscountCode(code);
    if (!discountCode) {
      setError(EMPTY_CODE_MESSAGE);
      return;
    }
    setError(null);
    try {
      const discount = await validate.mutateAsync({ discountCode, amount, ...(productKey ? { productKey } : {}) });
      setCode('');
      onApply(discount);
      toast({ title: 'Discount Applied!', description: discount.description });
    } catch (failure) {
      if (failure instanceof DiscountRefusedError) {
        setError(failure.message);
        toast({ title: 'Invalid Discount Code', description: 'Please check your code and try again.', variant: 'destructive' });
      } else {
        setError(UNAVAILABLE_MESSAGE);
        toast({ title: 'Discount Unavailable', description: UNAVAILABLE_MESSAGE, variant: 'destructive' });
      }
    }
  }

  function change(typed: string) {
    setCode(typed.toUpperCase());
    if (error) setError(null);
  }

  return { code, error, checking, apply, change };
}

/** The code in effect, what it does, and Remove. */
function AppliedDiscount({ applied, onRemove, disabled }: { applied: Discount; onRemove: () => void; disabled: boolean }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-950">
      <p className="flex items-center gap-2">
        <BadgePercent className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
        <span>
          <span className="font-semibold">{applied.code}</span> applied: {applied.description}
        </span>
      </p>
      <Button
        variant="ghost"
        size="sm"
        disabled={disabled}
        aria-label={`Remove discount code ${applied.code}`}
        onClick={() => {
          onRemove();
          toast({ title: 'Discount Removed' });
        }}
      >
        <X className="size-4" aria-hidden="true" />
        Remove
      </Button>
    </div>
  );
}

/**
 * Discount code entry (docs/product-rules.md#forms-and-their-messages): upper-cased as typed, Enter applies, Apply disabled while
 * empty or checking; a blank code says so; the server validates (POST /api/validate-discount).
 * Once applied: the code, what it does, and Remove.
 */
export function DiscountEntry({ amount, productKey, applied, onApply, onRemove, disabled = false }: Props) {
  const id = useId();
  const inputId = `${id}-code`;
  const errorId = `${id}-error`;
  const { code, error, checking, apply, change } = useDiscountCode({ amount, productKey, onApply, disabled });

  if (applied) return <AppliedDiscount applied={applied} onRemove={onRemove} disabled={disabled} />;

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>
        Discount code <span className="font-normal text-muted">(optional)</span>
      </Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          placeholder="ENTER CODE"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={disabled}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
        />
        <Button
          variant="outline"
          size="lg"
          className="shrink-0"
          disabled={disabled || checking || code === ''}
          aria-busy={checking || undefined}
          onClick={() => void apply()}
        >
          {checking ? 'Checking...' : 'Apply'}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
