import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

/** What could not be loaded, in a red box announced to screen readers, with 'Try again' (disabled while `retrying`). */
export function LoadFailed({
  message,
  detail,
  onRetry,
  retrying,
  className,
}: {
  message: ReactNode;
  detail?: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div role="alert" className={cn('rounded-2xl border border-danger-700/30 bg-danger-50 p-6 text-center', className)}>
      <p className="font-semibold text-danger-800">{message}</p>
      {detail ? <p className="mt-1 text-sm text-danger-800">{detail}</p> : null}
      <Button variant="outline" className="mt-4" onClick={onRetry} disabled={retrying}>
        Try again
      </Button>
    </div>
  );
}
