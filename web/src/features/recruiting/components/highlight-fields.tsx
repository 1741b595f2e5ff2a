import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { MAX_HIGHLIGHT_LINKS } from '@herway/shared/catalog/recruiting';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { ProfileFormValues } from '../lib/profile-form';

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
          <Button variant="ghost" size="icon" aria-label={`Remove video link ${index + 1}`} onClick={() => remove(index)}>
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ))}
      {listError ? <p className="text-sm font-medium text-danger-700">{listError}</p> : null}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={fields.length >= MAX_HIGHLIGHT_LINKS}
        onClick={() => append({ url: '', title: '' })}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add a video link
      </Button>
    </fieldset>
  );
}
