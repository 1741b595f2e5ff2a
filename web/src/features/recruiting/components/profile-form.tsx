import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm, type Resolver } from 'react-hook-form';
import type { ProfileReply, RecruitingProfile } from '@herway/shared/contracts/recruiting';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { serverIssues } from '@/lib/server-issues';
import { useSaveProfile } from '../api/save-profile';
import { profileFormSchema, toFormValues, type ProfileFormOutput, type ProfileFormValues } from '../lib/profile-form';
import { AcademicsPart, ContactPart, GoalsPart, SportPart } from './profile-parts';

const resolver = zodResolver(profileFormSchema) as unknown as Resolver<ProfileFormValues, unknown, ProfileFormOutput>;

/** Her recruiting profile, every part optional; checked with the API's own schema before it is sent. */
export function ProfileForm({ profile, contactConsent }: { profile: RecruitingProfile; contactConsent?: ProfileReply['contactConsent'] }) {
  // Checked when she saves, then as she corrects: a message appearing on blur would move the buttons under her finger.
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({ resolver, defaultValues: toFormValues(profile) });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const parts = { register, control, errors };
  const save = useSaveProfile();
  const submit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (reply) => {
        form.reset(toFormValues(reply.profile));
        toast({ title: 'Profile saved' });
      },
      onError: (error) => {
        const issues = serverIssues(error);
        for (const issue of issues) setError(issue.field as keyof ProfileFormValues, { type: 'server', message: issue.message });
        if (issues.length === 0) toast({ title: 'Not saved', description: getErrorMessage(error), variant: 'destructive' });
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <SportPart {...parts} />
      <AcademicsPart {...parts} />
      <GoalsPart {...parts} />
      <ContactPart {...parts} contactConsent={contactConsent} />

      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        <Save className="size-4" aria-hidden="true" />
        {save.isPending ? 'Saving…' : 'Save profile'}
      </Button>
    </form>
  );
}
