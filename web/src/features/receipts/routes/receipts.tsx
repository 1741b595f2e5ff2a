import { ArrowLeft, Download } from 'lucide-react';
import { Link } from 'react-router';
import type { ReceiptSummary } from '@herway/shared/contracts/receipts';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { LoadState } from '@/components/ui/workspace-page';
import type { CurrentUser } from '@/features/auth/api/get-current-user';
import { PageGuard } from '@/features/auth/components/page-guard';
import { accountTypeOf } from '@/lib/account-type';
import { formatDollars } from '@/lib/money';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { receiptPdfPath, useReceipts } from '../api/list-receipts';

const TITLE = 'Your Receipts';

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

/** The page's frame: the way back to her home (an athlete's dashboard, a guardian's family page), the title, what it is for. */
function ReceiptsFrame({ user }: { user: CurrentUser }) {
  const back = accountTypeOf(user) === 'athlete' ? { to: '/dashboard', label: 'Back to Dashboard' } : { to: '/family', label: 'Back to Family' };
  return (
    <>
      <div className="border-b border-plum-100 bg-linear-to-b from-plum-50 to-white">
        <Container className="py-10 sm:py-14">
          <Link to={back.to} className={buttonVariants({ variant: 'ghost', size: 'md', className: '-ml-3' })}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {back.label}
          </Link>
          <PageHeading className="mt-3">{TITLE}</PageHeading>
          <p className="mt-3 max-w-2xl text-lg text-pretty text-muted">
            Every payment you made and every refund, with its receipt number. Download any of them as a PDF for your records.
          </p>
        </Container>
      </div>
      <Container className="py-10 sm:py-12">
        <ReceiptsList />
      </Container>
    </>
  );
}

/** /receipts (athlete or guardian): HerWay's receipts of the payments she made and their refunds, each as a PDF (docs/receipts.md). */
export default function ReceiptsRoute() {
  usePageTitle(TITLE);
  useNoIndex();
  return (
    <PageGuard role="athlete" title={TITLE} what="your receipts">
      {(user: CurrentUser) => <ReceiptsFrame user={user} />}
    </PageGuard>
  );
}
