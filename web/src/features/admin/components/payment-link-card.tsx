import type { AdminPaymentLink } from '@herway/shared/contracts/admin-money';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatDateTime } from '../lib/format';
import { linkStatus } from '../lib/money-labels';
import { CopyLink } from './copy-link';
import { formatDollars } from '@/lib/money';

/** One link as a card: what for, how much, whether it was paid, and its address to copy. */
export function PaymentLinkCard({ link }: { link: AdminPaymentLink }) {
  const status = linkStatus(link);
  return (
    <li className="grid gap-3 rounded-2xl border border-plum-100 bg-white p-4 shadow-sm shadow-plum-900/5" aria-label={`Payment link: ${link.description}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold break-words text-ink">{link.description}</h3>
        <Badge variant={status.paid ? 'success' : 'secondary'}>{status.label}</Badge>
      </div>
      <p className="text-sm text-muted">
        <span className="font-semibold text-ink tabular-nums">{formatDollars(link.amount)}</span> ·{' '}
        {link.singleUse ? 'Single use' : 'Can be paid more than once'} · {link.expiresAt ? `works until ${formatDate(link.expiresAt)}` : 'no expiry'}
        {link.lastPaidAt ? ` · last paid ${formatDateTime(link.lastPaidAt)}` : ''}
      </p>
      <CopyLink url={link.url} label="Link to send" />
      <p className="text-xs text-muted">
        Made by {link.createdBy} on {formatDate(link.createdAt)}
      </p>
    </li>
  );
}
