import type { ReactNode } from 'react';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ProfileReply } from '@herway/shared/contracts/recruiting';
import { GRADUATION_YEARS_AHEAD, divisionKeys, divisionLabels, regionKeys, regionLabels } from '@herway/shared/catalog/recruiting';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { ProfileFormValues } from '../lib/profile-form';
import { ChoiceGroup } from './choice-group';
import { HighlightFields } from './highlight-fields';
import { StatFields } from './stat-fields';

// The four parts of her profile form (profile-form.tsx), each a card of its own.

type PartProps = {
  register: UseFormRegister<ProfileFormValues>;
  control: Control<ProfileFormValues, unknown, unknown>;
  errors: FieldErrors<ProfileFormValues>;
};

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-5 rounded-2xl border border-plum-100 bg-white p-4 sm:p-6">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** Her sport, teams, stats and highlight videos. */
export function SportPart({ register, control, errors }: PartProps) {
  const year = new Date().getFullYear();
  return (
    <Part title="You and your sport">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Graduation year" optional description={`${year} to ${year + GRADUATION_YEARS_AHEAD}`} error={errors.graduationYear?.message}>
          {(field) => <Input {...field} type="number" inputMode="numeric" {...register('graduationYear')} />}
        </FormField>
        <FormField label="Sport(s)" optional error={errors.sports?.message}>
          {(field) => <Input {...field} placeholder="e.g. Soccer" {...register('sports')} />}
        </FormField>
        <FormField label="Position" optional error={errors.position?.message}>
          {(field) => <Input {...field} placeholder="e.g. Center back" {...register('position')} />}
        </FormField>
        <FormField label="Club team" optional error={errors.clubTeam?.message}>
          {(field) => <Input {...field} {...register('clubTeam')} />}
        </FormField>
        <FormField label="High-school team" optional error={errors.highSchoolTeam?.message}>
          {(field) => <Input {...field} {...register('highSchoolTeam')} />}
        </FormField>
      </div>
      <StatFields control={control} register={register} errors={errors} />
      <HighlightFields control={control} register={register} errors={errors} />
    </Part>
  );
}

/** Her grades, test scores and academic interests. */
export function AcademicsPart({ register, errors }: PartProps) {
  return (
    <Part title="Academics">
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField label="GPA" optional description="0 to 5" error={errors.gpa?.message}>
          {(field) => <Input {...field} type="number" inputMode="decimal" step="0.01" {...register('gpa')} />}
        </FormField>
        <FormField label="SAT" optional error={errors.satScore?.message}>
          {(field) => <Input {...field} type="number" inputMode="numeric" {...register('satScore')} />}
        </FormField>
        <FormField label="ACT" optional error={errors.actScore?.message}>
          {(field) => <Input {...field} type="number" inputMode="numeric" {...register('actScore')} />}
        </FormField>
      </div>
      <FormField label="Academic interests" optional error={errors.academicInterests?.message}>
        {(field) => <Input {...field} placeholder="e.g. Biology, pre-med" {...register('academicInterests')} />}
      </FormField>
    </Part>
  );
}

/** Her goals and the divisions and regions she aims for. */
export function GoalsPart({ register, errors }: PartProps) {
  return (
    <Part title="Goals and targets">
      <FormField label="Your goals" optional error={errors.goals?.message}>
        {(field) => <Textarea {...field} rows={4} maxLength={1000} {...register('goals')} />}
      </FormField>
      <ChoiceGroup
        legend="Target divisions"
        options={divisionKeys}
        labels={divisionLabels}
        field={register('targetDivisions')}
        error={errors.targetDivisions?.message}
      />
      <ChoiceGroup legend="Target regions" options={regionKeys} labels={regionLabels} field={register('targetRegions')} error={errors.targetRegions?.message} />
    </Part>
  );
}

type HeldConsent = NonNullable<ProfileReply['contactConsent']>;
const consentDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** With a guardian linked, the agreement is hers to give (docs/family.md): the athlete reads it and cannot tick it. */
export function guardianConsentLine({ given, givenAt, givenBy }: HeldConsent): string {
  if (!given || !givenAt) return 'Your parent or guardian hasn’t agreed yet: they can on their family page.';
  return `Your parent or guardian ${givenBy ? `${givenBy} ` : ''}agreed on ${consentDay.format(new Date(givenAt))}.`;
}

/** A contact for coaches, shown only with a parent’s or guardian’s agreement. */
export function ContactPart({ register, errors, contactConsent }: PartProps & { contactConsent?: ProfileReply['contactConsent'] }) {
  return (
    <Part title="Contact for coaches">
      <p className="text-sm text-muted">Only on your shared page, and only once a parent or guardian has agreed. Your account e-mail is never shown.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Contact e-mail" optional error={errors.contactEmail?.message}>
          {(field) => <Input {...field} type="email" inputMode="email" autoComplete="email" {...register('contactEmail')} />}
        </FormField>
        <FormField label="Contact phone" optional error={errors.contactPhone?.message}>
          {(field) => <Input {...field} type="tel" autoComplete="tel" {...register('contactPhone')} />}
        </FormField>
      </div>
      {contactConsent?.heldByGuardian ? (
        <p className="rounded-xl bg-plum-50 px-4 py-3 text-sm break-words text-ink">{guardianConsentLine(contactConsent)}</p>
      ) : (
        <label className="flex items-start gap-3 text-sm text-ink">
          <Checkbox className="mt-0.5" {...register('guardianConsent')} />
          <span>A parent or guardian agreed that coaches may see this contact e-mail and phone on my shared page.</span>
        </label>
      )}
    </Part>
  );
}
