import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  FAMILY_INVITE_DAYS,
  MAX_GUARDIANS_PER_ATHLETE,
  familyInviteBodySchema,
  type AccountType,
  type FamilyInviteBody,
  type FamilyReply,
} from '@herway/shared/contracts/family';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { useSendFamilyInvite } from '../api/change-family';
import { formatDay, inviteLabel } from '../lib/family-words';

const resolver = zodResolver(familyInviteBodySchema);

/** One e-mail field; a refusal (a daily limit, her own address, a full family) shows under it as the API says it. */
function InviteForm({ accountType, onSent }: { accountType: AccountType; onSent: (message: string) => void }) {
  const send = useSendFamilyInvite();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<FamilyInviteBody>({ resolver, defaultValues: { email: '' }, mode: 'onSubmit' });
  const submit = handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: (reply) => {
        reset();
        onSent(reply.message);
        setFocus('email');
      },
    }),
  );
  const error = errors.email?.message ?? (send.isError ? getErrorMessage(send.error) : undefined);
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:max-w-md">
      <FormField label={inviteLabel(accountType)} error={error}>
        {(field) => <Input {...field} type="email" inputMode="email" autoComplete="off" spellCheck={false} {...register('email')} />}
      </FormField>
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto sm:justify-self-start">
        <Send className="size-4" aria-hidden="true" />
        {send.isPending ? 'Sending…' : 'Send invitation'}
      </Button>
    </form>
  );
}

/** The invitations she sent that are still open. */
function OpenInvites({ invites }: { invites: FamilyReply['invites'] }) {
  if (invites.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-base font-semibold text-ink">Waiting for an answer</h3>
      <ul className="grid gap-2">
        {invites.map((invite) => (
          <li key={invite.email} className="rounded-xl border border-plum-100 bg-plum-50/50 px-4 py-3 text-sm">
            <span className="block font-semibold [overflow-wrap:anywhere] text-ink">{invite.email}</span>
            <span className="text-muted">Expires {formatDay(invite.expiresAt)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Her open invitations and the invite form. An athlete already linked to the most guardians an
 * athlete may have reads why she cannot invite more (ending a link frees a seat).
 */
export function InviteSection({ family, onSent }: { family: FamilyReply; onSent: (message: string) => void }) {
  const guardians = family.links.filter((link) => link.role === 'guardian').length;
  const full = family.accountType === 'athlete' && guardians >= MAX_GUARDIANS_PER_ATHLETE;
  const title = family.accountType === 'athlete' ? 'Invite a parent or guardian' : 'Invite your athlete';
  return (
    <section aria-labelledby="family-invite-title" className="grid gap-4 rounded-2xl border border-plum-200 bg-white p-5 sm:p-6">
      <h2 id="family-invite-title" className="text-xl font-bold text-ink">
        {title}
      </h2>
      {full ? (
        <p className="text-sm text-muted">
          You are linked with {MAX_GUARDIANS_PER_ATHLETE} parents or guardians, the most an account can have. To invite someone else, end one of those links
          first.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted">
            We e-mail a link that works for {FAMILY_INVITE_DAYS} days. It can only be accepted from an account registered with that address.
          </p>
          <InviteForm accountType={family.accountType} onSent={onSent} />
        </>
      )}
      <OpenInvites invites={family.invites} />
    </section>
  );
}
