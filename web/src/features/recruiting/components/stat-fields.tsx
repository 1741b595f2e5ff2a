import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { MAX_STATS } from '@herway/shared/catalog/recruiting';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { ProfileFormValues } from '../lib/profile-form';
import { AddRowFooter, RemoveRowButton } from './field-list-controls';

type Props = { control: Control<ProfileFormValues, unknown, unknown>; register: UseFormRegister<ProfileFormValues>; errors: FieldErrors<ProfileFormValues> };

/** Her key stats: a name, a value and when, up to 20. */
export function StatFields({ control, register, errors }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'stats' });
  const listError = errors.stats?.message ?? errors.stats?.root?.message;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-ink">
        Key stats <span className="font-normal text-muted">(up to {MAX_STATS})</span>
      </legend>
      {fields.map((field, index) => (
        <div key={field.id} className="grid gap-3 rounded-xl border border-plum-100 p-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end">
          <FormField label={`Stat ${index + 1}`} error={errors.stats?.[index]?.label?.message}>
            {(control) => <Input {...control} placeholder="e.g. 40-yard dash" {...register(`stats.${index}.label`)} />}
          </FormField>
          <FormField label="Value" error={errors.stats?.[index]?.value?.message}>
            {(control) => <Input {...control} placeholder="e.g. 5.1 s" {...register(`stats.${index}.value`)} />}
          </FormField>
          <FormField label="Date" optional error={errors.stats?.[index]?.date?.message}>
            {(control) => <Input {...control} type="date" {...register(`stats.${index}.date`)} />}
          </FormField>
          <RemoveRowButton label={`Remove stat ${index + 1}`} onRemove={() => remove(index)} />
        </div>
      ))}
      <AddRowFooter error={listError} full={fields.length >= MAX_STATS} onAdd={() => append({ label: '', value: '', date: '' })}>
        Add a stat
      </AddRowFooter>
    </fieldset>
  );
}
