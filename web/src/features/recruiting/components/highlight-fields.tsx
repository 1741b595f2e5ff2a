import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { MAX_HIGHLIGHT_LINKS } from '@herway/shared/catalog/recruiting';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { ProfileFormValues } from '../lib/profile-form';
import { AddRowFooter, RemoveRowButton } from './field-list-controls';

type Props = { control: Control<ProfileFormValues, unknown, unknown>; register: UseFormRegister<ProfileFormValues>; errors: FieldErrors<ProfileFormValues> };

/** Her highlight videos: https links (YouTube, Hudl and Vimeo are named on her page). */
export function HighlightFields({ control, register, errors }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'highlightLinks' });
  const listError = errors.highlightLinks?.message ?? errors.highlightLinks?.root?.message;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-ink">
        Highlight videos <span className="font-normal text-muted">(https links: YouTube, Hudl, Vimeo…)</span>
      </legend>
      {fields.map((field, index) => (
        <div key={field.id} className="grid gap-3 rounded-xl border border-plum-100 p-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
          <FormField label={`Video link ${index + 1}`} error={errors.highlightLinks?.[index]?.url?.message}>
            {(control) => (
              <Input {...control} type="url" inputMode="url" placeholder="https://www.youtube.com/…" {...register(`highlightLinks.${index}.url`)} />
            )}
          </FormField>
          <FormField label="Title" optional error={errors.highlightLinks?.[index]?.title?.message}>
            {(control) => <Input {...control} placeholder="e.g. Junior season" {...register(`highlightLinks.${index}.title`)} />}
          </FormField>
          <RemoveRowButton label={`Remove video link ${index + 1}`} onRemove={() => remove(index)} />
        </div>
      ))}
      <AddRowFooter error={listError} full={fields.length >= MAX_HIGHLIGHT_LINKS} onAdd={() => append({ url: '', title: '' })}>
        Add a video link
      </AddRowFooter>
    </fieldset>
  );
}
