import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

/** What a field's control needs to be labelled and described. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

type FormFieldProps = {
  label: ReactNode;
  /** The validation message, shown under the control and linked with aria-describedby. */
  error?: string;
  /** A hint shown under the label. */
  description?: ReactNode;
  /** Marks the field '(optional)'; required is the default and is not marked. */
  optional?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A label, a control, an optional hint and the field's error, wired together:
 * `<FormField label="Email" error={errors.email?.message}>{(p) => <Input {...p} {...register('email')} />}</FormField>`
 */
export function FormField({ label, error, description, optional, className, children }: FormFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </Label>
      {description ? (
        <p id={descriptionId} className="-mt-1 text-sm text-muted">
          {description}
        </p>
      ) : null}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
