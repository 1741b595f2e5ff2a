import { useEffect, useRef } from 'react';
import type { Discount } from '@herway/shared/contracts/payments';
import { toast } from '@/components/ui/toast/use-toast';
import { trackEvent } from '@/lib/analytics';
import type { PaymentSession } from '../api/create-payment-session';

/**
 * What a ready payment session announces, on both checkout pages: the server's price when it
 * differed from the page's (409), once per session, and `begin_checkout` once, for the first.
 */
export function useCheckoutAnnouncements(ready: PaymentSession | undefined, analytics: Record<string, string>, discount: Discount | null) {
  const priceChange = ready?.priceChange;
  useEffect(() => {
    if (priceChange) toast({ title: 'Price Updated', description: priceChange.message });
  }, [priceChange]);

  const began = useRef(false);
  useEffect(() => {
    if (!ready || began.current) return;
    began.current = true;
    trackEvent('begin_checkout', { ...analytics, value: ready.amount, currency: 'USD', discount_applied: discount !== null });
  }, [ready, analytics, discount]);
}
