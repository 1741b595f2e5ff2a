import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { trackEvent } from '@/lib/analytics';

/**
 * 'Book Free Consultation': the free consultation is booked through the contact form, never
 * through checkout (docs/product-rules.md#prices-and-packages). Reports `free_consultation_click` with where it was clicked.
 * No catalog import, so the home page's first chunk stays free of zod.
 */
export function ConsultationLink({ className, location, children = 'Book Free Consultation' }: { className: string; location: string; children?: ReactNode }) {
  return (
    <Link to="/contact" className={className} onClick={() => trackEvent('free_consultation_click', { location })}>
      {children}
    </Link>
  );
}
