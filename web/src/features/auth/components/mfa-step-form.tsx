import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { MfaStep } from '@herway/shared/contracts/mfa';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useVerifyMfa } from '../api/verify-mfa';

const CODE = /^\d{6}$/;

/** The authenticator to set up at her first sign-in: the QR code to scan and the key to type instead. */
function Enrolment({ step }: { step: Extract<MfaStep, { step: 'enrol' }> }) {
  return (
    <div className="grid gap-4 text-sm text-muted">
      <p className="text-pretty">
        Admin accounts see families&apos; data, so they need a second step. Scan this QR code with an authenticator app (Google Authenticator, Microsoft
        Authenticator, 1Password…), then enter the 6-digit code it shows.
      </p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.qrCodeSvg)}`}
        alt="QR code to add HerWay to your authenticator app"
        className="mx-auto size-48 rounded-lg border border-plum-100 bg-white"
      />
      <div>
        <p>Can&apos;t scan it? Enter this key in the app instead:</p>
        <code data-testid="totp-manual-key" className="mt-1 block break-all rounded-md bg-plum-50 px-3 py-2 font-mono text-base text-plum-900">
          {step.manualKey}
        </code>
      </div>
    </div>
  );
}

/**
 * An admin's second sign-in step (docs/decisions/app-owned-admin-totp.md): on her first sign-in the
 * authenticator to set up, then the 6-digit code. `onRestart` goes back to the password.
 */
export function MfaStepForm({ step, redirectTo, onRestart }: { step: MfaStep; redirectTo: string; onRestart: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const verify = useVerifyMfa({ redirectTo, onWrongCode: setError, onSignInOver: onRestart });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!CODE.test(digits)) {
      setError('Enter the 6-digit code from your authenticator app');
      return;
    }
    setError(undefined);
    verify.mutate({ code: digits });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {step.step === 'enrol' ? (
        <Enrolment step={step} />
      ) : (
        <p className="text-pretty text-sm text-muted">Enter the 6-digit code from your authenticator app.</p>
      )}
      <FormField label="Authentication code" error={error}>
        {(field) => (
          <Input
            {...field}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={verify.isPending} className="w-full">
        <KeyRound className="size-4" aria-hidden="true" />
        {verify.isPending ? 'Verifying...' : 'Verify and Sign In'}
      </Button>
      <button type="button" onClick={onRestart} className="justify-self-center text-sm font-medium text-plum-700 underline-offset-4 hover:underline">
        Start over with your password
      </button>
    </form>
  );
}
