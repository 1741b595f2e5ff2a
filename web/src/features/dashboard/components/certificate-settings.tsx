import type { CertificateNameChoice, CertificateReply } from '@herway/shared/contracts/certificate';
import { Switch } from '@/components/ui/switch';
import { getErrorMessage } from '@/lib/api-client';
import { useUpdateCertificate } from '../api/certificate';

const NAME_CHOICES: readonly { value: CertificateNameChoice; label: string }[] = [
  { value: 'full', label: 'My full name' },
  { value: 'initial', label: 'My first name and last initial' },
];

/**
 * Her two choices about her certificate, each saved at once (docs/course-player.md#certificate): how
 * her name reads on it and its PDF, and whether the coach page her share links open shows it.
 */
export function CertificateSettings({ certificate }: { certificate: CertificateReply }) {
  const update = useUpdateCertificate();
  const nameShown = update.isPending && update.variables.nameShown ? update.variables.nameShown : certificate.nameShown;
  const onCoachPage = update.isPending && update.variables.onCoachPage !== undefined ? update.variables.onCoachPage : certificate.onCoachPage;
  return (
    <div className="grid gap-4 rounded-xl border border-plum-100 p-4">
      <fieldset className="grid gap-2" disabled={update.isPending}>
        <legend className="text-sm font-semibold text-ink">Name on the certificate</legend>
        {NAME_CHOICES.map((choice) => (
          <label key={choice.value} className="flex min-h-11 items-center gap-3 text-sm text-ink">
            <input
              type="radio"
              name="certificate-name"
              checked={nameShown === choice.value}
              onChange={() => update.mutate({ nameShown: choice.value })}
              className="size-5 accent-plum-700"
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <Switch
        checked={onCoachPage}
        onCheckedChange={(next) => update.mutate({ onCoachPage: next })}
        busy={update.isPending}
        label="Show it on my coach page"
        description="Coaches who open your profile links see the course, its date and the verify link."
      />
      <p aria-live="polite" className="text-sm">
        {update.isError ? <span className="font-medium text-danger-800">{getErrorMessage(update.error)}</span> : null}
      </p>
    </div>
  );
}
