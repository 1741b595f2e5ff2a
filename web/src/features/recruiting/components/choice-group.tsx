import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';

/** A set of checkboxes that fill one list field (her target divisions or regions). */
export function ChoiceGroup<K extends string>({
  legend,
  options,
  labels,
  field,
  error,
}: {
  legend: string;
  options: readonly K[];
  labels: Readonly<Record<K, string>>;
  field: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">
        {legend} <span className="font-normal text-muted">(optional)</span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option} className="flex min-w-0 items-center gap-2 text-sm text-ink">
            <Checkbox value={option} {...field} />
            {labels[option]}
          </label>
        ))}
      </div>
      {error ? <p className="text-sm font-medium text-danger-700">{error}</p> : null}
    </fieldset>
  );
}
