import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { loginBodySchema, type LoginBody } from '@herway/shared/contracts/auth';
import type { MfaStep } from '@herway/shared/contracts/mfa';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { serverIssues } from '@/lib/server-issues';
import { useLogin, type LoginData } from '../api/login';
import { afterLoginPath } from '../lib/safe-redirect';
import { MfaStepForm } from './mfa-step-form';
import { authLinkClass } from './auth-layout';

const resolver = zodResolver(loginBodySchema);

/**
 * 'Athlete Login': e-mail and password, 'Sign In' ('Signing In...' while pending).
 * An admin signing in here gets her TOTP step next (docs/decisions/app-owned-admin-totp.md).
 */
export function LoginForm({ redirectTo, defaultEmail = '' }: { redirectTo: string; defaultEmail?: string }) {
  const [mfaStep, setMfaStep] = useState<MfaStep>();
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors },
  } = useForm<LoginBody, unknown, LoginData>({
    resolver,
    defaultValues: { email: defaultEmail, password: '' },
    mode: 'onTouched',
  });

  const login = useLogin({
    redirectTo,
    onMfaStep: setMfaStep,
    onError: (error) => {
      for (const issue of serverIssues(error)) {
        if (issue.field === 'email' || issue.field === 'password') setError(issue.field, { type: 'server', message: issue.message });
      }
    },
  });

  if (mfaStep) {
    const restart = () => {
      setMfaStep(undefined);
      resetField('password');
    };
    return <MfaStepForm step={mfaStep} redirectTo={afterLoginPath(redirectTo, { isAdmin: true })} onRestart={restart} />;
  }

  return (
    <form noValidate onSubmit={handleSubmit((data) => login.mutate(data))} className="grid gap-5">
      <FormField label="Email" error={errors.email?.message}>
        {(field) => <Input {...field} type="email" inputMode="email" autoComplete="email" spellCheck={false} {...register('email')} />}
      </FormField>
      <div className="grid gap-2">
        <FormField label="Password" error={errors.password?.message}>
          {(field) => <Input {...field} type="password" autoComplete="current-password" {...register('password')} />}
        </FormField>
        <Link to="/forgot-password" className={`${authLinkClass} justify-self-end text-sm`}>
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
        <LogIn className="size-4" aria-hidden="true" />
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
