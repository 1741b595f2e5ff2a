import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type SwitchProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  /** One sentence of what turning it on means, read with the switch. */
  description?: ReactNode;
  /** While a change is being saved: the switch cannot be flipped again and says it is busy. */
  busy?: boolean;
  className?: string;
};

/**
 * An on/off setting saved at once: a `role="switch"` button (Space and Enter flip it) beside its
 * label and what it means. The button is 44 px tall, a phone's tap target.
 */
export function Switch({ checked, onCheckedChange, label, description, busy = false, className }: SwitchProps) {
  const id = useId();
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div className="grid min-w-0 gap-1">
        <span id={`${id}-label`} className="text-sm font-semibold text-ink">
          {label}
        </span>
        {description ? (
          <span id={`${id}-description`} className="text-sm text-muted">
            {description}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => onCheckedChange(!checked)}
        className="group inline-flex h-11 w-14 shrink-0 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-600 disabled:cursor-wait disabled:opacity-60"
      >
        <span aria-hidden="true" className={cn('flex h-7 w-12 items-center rounded-full p-0.5 transition-colors', checked ? 'bg-plum-700' : 'bg-plum-200')}>
          <span className={cn('size-6 rounded-full bg-white shadow-sm transition-transform motion-reduce:transition-none', checked && 'translate-x-5')} />
        </span>
      </button>
    </div>
  );
}
