import { useState, type RefObject } from 'react';
import { toast } from '@/components/ui/toast/use-toast';
import { TERMS_REQUIRED_MESSAGE } from './terms-agreement';

/**
 * The terms checkbox of a checkout: `require()` before paying lets an agreed order
 * through; otherwise it shows the error under the box, the 'Terms Agreement Required' toast, and
 * moves the focus to the box (`boxRef`, the checkbox's ref). Ticking the box clears the error.
 * `agreedOnce` stays true once the box was ticked: the payment session, opened then, is kept.
 */
export function useTermsAgreement(boxRef: RefObject<HTMLInputElement | null>) {
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState(false);
  const [agreedOnce, setAgreedOnce] = useState(false);

  function require(): boolean {
    if (accepted) return true;
    setError(true);
    toast({ title: 'Terms Agreement Required', description: TERMS_REQUIRED_MESSAGE, variant: 'destructive' });
    boxRef.current?.focus();
    return false;
  }

  function change(checked: boolean) {
    setAccepted(checked);
    if (checked) {
      setError(false);
      setAgreedOnce(true);
    }
  }

  return { accepted, agreedOnce, invalid: error && !accepted, change, require };
}
