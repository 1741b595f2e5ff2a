import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { MfaStep } from '@herway/shared/contracts/mfa';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { MfaStepForm } from '@/features/auth/components/mfa-step-form';
import { useAdminLogin } from '../api/login-admin';

/** Admin sign-in: both fields are required. */
export function missingAdminCredentials(email: string, password: string): boolean {
  return email.trim() === '' || password === '';
}

/**
 * 'Admin Login': e-mail and password, 'Access Dashboard' ('Signing In...' while pending); then her
 * TOTP step (docs/decisions/app-owned-admin-totp.md), which signs her in and opens /admin.
 */
export function AdminLoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [mfaStep, setMfaStep] = useState<MfaStep>();
  const login = useAdminLogin(setMfaStep);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (missingAdminCredentials(email, password)) {
      toast({ title: 'Missing Information', description: 'Please enter both email and password', variant: 'destructive' });
      return;
    }
    login.mutate({ email: email.trim(), password });
  };

  if (mfaStep) {
    const restart = () => {
      setMfaStep(undefined);
      setPassword('');
    };
    return <MfaStepForm step={mfaStep} redirectTo="/admin" onRestart={restart} />;
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField label="Email">
        {(field) => (
          <Input
            {...field}
            type="email"
            name="email"
            inputMode="email"
            autoComplete="username"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Password">
        {(field) => (
          <Input
            {...field}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
        <ShieldCheck className="size-4" aria-hidden="true" />
        {login.isPending ? 'Signing In...' : 'Access Dashboard'}
      </Button>
    </form>
  );
}
