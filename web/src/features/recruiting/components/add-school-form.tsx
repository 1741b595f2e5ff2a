import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm, type Resolver } from 'react-hook-form';
import { MAX_SCHOOLS, divisionKeys, divisionLabels } from '@herway/shared/catalog/recruiting';
import { addSchoolBodySchema, type SchoolFields } from '@herway/shared/contracts/recruiting';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LabelledOptions, Select } from '@/components/ui/select';
import { getErrorMessage } from '@/lib/api-client';
import { useAddSchool } from '../api/add-school';

type Values = { name: string; division: string };
const toBody = (values: Values) => ({ name: values.name, division: values.division === '' ? null : values.division });
const resolver = zodResolver(addSchoolBodySchema) as unknown as Resolver<Values, unknown, SchoolFields>;

/** A school added by its name (and division); she scores it on its card. */
export function AddSchoolForm({ count }: { count: number }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, SchoolFields>({
    resolver: (values, context, options) => resolver(toBody(values) as Values, context, options),
    defaultValues: { name: '', division: '' },
  });
  const add = useAddSchool();
  const full = count >= MAX_SCHOOLS;
  return (
    <form
      noValidate
      aria-label="Add a school"
      onSubmit={handleSubmit((body) => add.mutate(body, { onSuccess: () => reset() }))}
      className="grid gap-4 rounded-2xl border border-plum-100 bg-white p-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end sm:p-6"
    >
      <FormField label="School" error={errors.name?.message}>
        {(field) => <Input {...field} placeholder="e.g. Stanford University" {...register('name')} />}
      </FormField>
      <FormField label="Division" optional>
        {(field) => (
          <Select {...field} {...register('division')}>
            <option value="">Not sure yet</option>
            <LabelledOptions keys={divisionKeys} labels={divisionLabels} />
          </Select>
        )}
      </FormField>
      <Button type="submit" disabled={add.isPending || full}>
        <Plus className="size-4" aria-hidden="true" />
        Add school
      </Button>
      <p role="status" className="text-sm text-muted sm:col-span-3">
        {full ? `Your list holds ${MAX_SCHOOLS} schools, the most it can: remove one to add another.` : `${count} of ${MAX_SCHOOLS} schools`}
      </p>
      {add.isError ? (
        <p role="alert" className="text-sm font-medium text-danger-700 sm:col-span-3">
          {getErrorMessage(add.error)}
        </p>
      ) : null}
    </form>
  );
}
