import { Link } from 'react-router';
import { CHANGE_NOTICE_HOURS } from '@herway/shared/catalog/session-policy';

/** What the order holds, for the terms that apply to it: mentorship sessions, the Course Packet, or an open amount. */
export type TermsScope = { sessions: boolean; course: boolean };

function termsFor({ sessions, course }: TermsScope): string[] {
  const lines: string[] = [];
  if (sessions) {
    lines.push(
      `Sessions can be rescheduled or cancelled up to ${CHANGE_NOTICE_HOURS} hours before they start. With less notice, the session counts as used and is not refunded.`,
      'Mentorship packages are non-refundable once purchased, including sessions you have not used.',
    );
  }
  if (course) lines.push('The Course Packet is digital content: it is non-refundable once it has been accessed.');
  if (!sessions && !course) lines.push('This payment is final and non-refundable.');
  lines.push('If we cancel a session or cannot provide a service you paid for, we offer to reschedule it, and you may get a full refund for that service.');
  return lines;
}

/**
 * The refund and cancellation terms of an order in plain words, shown on every checkout before
 * the terms box (docs/payments-terms.md); the full terms are at /terms, opened in a new tab.
 */
export function CheckoutTerms(scope: TermsScope) {
  return (
    <section aria-labelledby="checkout-terms-title" className="grid gap-2 rounded-xl border border-plum-100 bg-white p-4 text-sm text-ink">
      <h3 id="checkout-terms-title" className="font-semibold">
        Refunds and cancellations
      </h3>
      <ul className="grid list-disc gap-1 pl-5">
        {termsFor(scope).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        <Link to="/terms" target="_blank" rel="noopener noreferrer" className="font-semibold text-plum-700 underline underline-offset-2 hover:text-plum-900">
          Read the full Terms of Service
        </Link>
      </p>
    </section>
  );
}
