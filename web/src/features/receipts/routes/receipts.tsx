import { Download } from 'lucide-react';
import type { ReceiptSummary } from '@herway/shared/contracts/receipts';
import { buttonVariants } from '@/components/ui/button';
import { LoadState } from '@/components/ui/workspace-page';
import type { CurrentUser } from '@/features/auth/api/get-current-user';
import { FamilyFrame, FamilyPageRoute } from '@/features/family/components/family-page';
import { accountTypeOf } from '@/lib/account-type';
import { formatDollars } from '@/lib/money';
import { receiptPdfPath, useReceipts } from '../api/list-receipts';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** One receipt as a card (never a wide table row): it reads at 320 px without scrolling sideways. */
function ReceiptCard({ receipt }: { receipt: ReceiptSummary }) {
  const refund = receipt.kind === 'refund';
  return (
    <li className="grid gap-3 rounded-2xl border border-plum-100 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap justify-between gap-x-3 font-semibold text-ink">
          <span className="[overflow-wrap:anywhere]">
            {refund ? 'Refund: ' : ''}
            {receipt.item}
          </span>
          <span className="tabular-nums">{refund ? `−${formatDollars(receipt.amount)}` : formatDollars(receipt.amount)}</span>
        </p>
        <p className="text-sm text-muted [overflow-wrap:anywhere]">
          <span className="font-mono">{receipt.number}</span> · {dayFormat.format(new Date(receipt.date))}
        </p>
        {receipt.discount ? <p className="text-sm text-muted">Discount {receipt.discount}</p> : null}
        {receipt.refundedAmount > 0 ? <p className="text-sm text-muted">{formatDollars(receipt.refundedAmount)} refunded</p> : null}
      </div>
      <a
        href={receiptPdfPath(receipt.id)}
        download
        className={buttonVariants({ variant: 'outline', size: 'sm', className: 'justify-self-start' })}
        aria-label={`Download PDF of receipt ${receipt.number}`}
      >
        <Download className="size-4" aria-hidden="true" />
        Download PDF
      </a>
    </li>
  );
}

function ReceiptsList() {
  const receipts = useReceipts();
  if (!receipts.data) return <LoadState failed={receipts.isError} what="your receipts" onRetry={() => void receipts.refetch()} />;
  if (receipts.data.receipts.length === 0) return <p className="text-muted">No receipts yet: each payment you make, and each refund, will be here.</p>;
  return (
    <ul className="grid gap-3" aria-label="Your receipts">
      {receipts.data.receipts.map((receipt) => (
        <ReceiptCard key={receipt.id} receipt={receipt} />
      ))}
    </ul>
  );
}

/** /receipts (athlete or guardian): HerWay's receipts of the payments she made and their refunds, each as a PDF. */
export default function ReceiptsRoute() {
  return (
    <FamilyPageRoute title="Your Receipts" what="your receipts">
      {(user: CurrentUser) => {
        const athlete = accountTypeOf(user) === 'athlete';
        return (
          <FamilyFrame
            title="Your Receipts"
            description="Every payment you made and every refund, with its receipt number. Download any of them as a PDF for your records."
            back={athlete ? { to: '/dashboard', label: 'Back to Dashboard' } : { to: '/family', label: 'Back to Family' }}
          >
            <ReceiptsList />
          </FamilyFrame>
        );
      }}
    </FamilyPageRoute>
  );
}
