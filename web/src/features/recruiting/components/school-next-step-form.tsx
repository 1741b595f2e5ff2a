import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { updateSchoolBodySchema, type School, type UpdateSchoolBody } from '@herway/shared/contracts/recruiting';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useUpdateSchool } from '../api/update-school';

type Values = { nextStep: string; nextStepDate: string; notes: string };
const resolver = zodResolver(updateSchoolBodySchema) as unknown as Resolver<Values, unknown, UpdateSchoolBody>;

/** Her next step with a school (and when), and her notes on it. */
export function SchoolNextStepForm({ school }: { school: School }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<Values, unknown, UpdateSchoolBody>({
    resolver,
    values: { nextStep: school.nextStep, nextStepDate: school.nextStepDate, notes: school.notes },
  });
  const update = useUpdateSchool();
  return (
    <form
      noValidate
      aria-label={`Next step and notes for ${school.name}`}
      className="grid gap-3"
      onSubmit={handleSubmit((changes) =>
        update.mutate(
          { id: school.id, changes },
          {
            onSuccess: ({ school: saved }) => {
              reset({ nextStep: saved.nextStep, nextStepDate: saved.nextStepDate, notes: saved.notes });
              toast({ title: 'Saved', description: saved.name });
            },
            onError: (error) => toast({ title: 'Not saved', description: getErrorMessage(error), variant: 'destructive' }),
          },
        ),
      )}
    >
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <FormField label="Next step" optional error={errors.nextStep?.message}>
          {(field) => <Input {...field} placeholder="e.g. E-mail the coach my schedule" {...register('nextStep')} />}
        </FormField>
        <FormField label="By" optional error={errors.nextStepDate?.message}>
          {(field) => <Input {...field} type="date" {...register('nextStepDate')} />}
        </FormField>
      </div>
      <FormField label="Notes" optional error={errors.notes?.message}>
        {(field) => <Textarea {...field} rows={3} maxLength={2000} {...register('notes')} />}
      </FormField>
      <Button type="submit" variant="outline" size="sm" className="justify-self-start" disabled={!isDirty || update.isPending}>
        Save next step and notes
      </Button>
    </form>
  );
}
