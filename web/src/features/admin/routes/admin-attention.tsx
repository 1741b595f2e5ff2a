import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AttentionReply } from '@herway/shared/contracts/attention';
import { formatUsd } from '@herway/shared/format';
import { useAttention } from '../api/get-attention';
import { AdminSectionPage } from '../components/admin-section-page';
import { ListStatus } from '../components/admin-table';
import { SuppressedAddresses } from '../components/suppressed-addresses';
import { formatDateTime } from '../lib/format';

const item = 'grid gap-1 rounded-2xl border border-plum-100 bg-white p-4 text-sm shadow-sm shadow-plum-900/5';

function Part({ title, whatToDo, count, empty, children }: { title: string; whatToDo: ReactNode; count: number; empty: string; children?: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-3">
      <h2 className="text-lg font-bold text-ink">
        {title} <span className="text-muted tabular-nums">({count})</span>
      </h2>
      <p className="text-sm text-muted">{whatToDo}</p>
      {count === 0 ? <p className="text-sm text-muted">{empty}</p> : <ul className="grid gap-3 lg:grid-cols-2">{children}</ul>}
    </section>
  );
}

function UnreservedBookings({ bookings }: { bookings: AttentionReply['bookings'] }) {
  return (
    <Part
      title="Sessions that reserved nothing"
      count={bookings.length}
      empty="None: every booking holds a session."
      whatToDo="Open the athlete: grant her a session (then the booking keeps its place) or cancel it here and at the scheduler, and tell the family."
    >
      {bookings.map((booking) => (
        <li key={booking.id} className={item}>
          <p className="font-semibold text-ink">
            {booking.sessionDate ? formatDateTime(booking.sessionDate) : 'No date'} · {booking.mentorName ?? 'Mentor unknown'}
          </p>
          <p className="break-all text-muted">{booking.inviteeEmail ?? ''}</p>
          <p className="text-danger-800">{booking.reason}</p>
          <Link to={`/admin/athletes/${encodeURIComponent(booking.userId)}`} className="font-semibold text-plum-700 underline underline-offset-2">
            Open the athlete
          </Link>
        </li>
      ))}
    </Part>
  );
}

function ReconciledPayments({ fixes }: { fixes: AttentionReply['reconciledPayments'] }) {
  return (
    <Part
      title="Payments the reconciliation fixed"
      count={fixes.length}
      empty="None in the last 30 days: every paid order's event arrived."
      whatToDo="Their orders are fulfilled now; each means a Stripe event was lost. Check the family got her receipt and look for the cause (webhook, consumer errors)."
    >
      {fixes.map((fix) => (
        <li key={fix.paymentIntentId} className={item}>
          <p className="font-semibold text-ink">
            {fix.amount === null ? '' : formatUsd(fix.amount)} · fixed {formatDateTime(fix.fixedAt)}
          </p>
          <p className="break-all text-muted">{fix.customerEmail ?? 'No e-mail'}</p>
          <p className="font-mono text-xs break-all text-muted">{fix.paymentIntentId}</p>
        </li>
      ))}
    </Part>
  );
}

function RefundedPayments({ refunds }: { refunds: AttentionReply['refundedPayments'] }) {
  return (
    <Part
      title="Payments refunded for a deleted account"
      count={refunds.length}
      empty="None in the last 30 days."
      whatToDo="Nothing to undo: each settled after its account was deleted, so nothing was granted and Stripe refunded it. It is kept for the books without her name or e-mail."
    >
      {refunds.map((refund) => (
        <li key={refund.paymentIntentId} className={item}>
          <p className="font-semibold text-ink">
            {formatUsd(refund.amount)} · refunded {formatDateTime(refund.refundedAt)}
          </p>
          <p className="text-danger-800">{refund.reason}</p>
          <p className="font-mono text-xs break-all text-muted">{refund.paymentIntentId}</p>
        </li>
      ))}
    </Part>
  );
}

function DeadLetters({ letters }: { letters: AttentionReply['deadLetters'] }) {
  return (
    <section aria-label="Dead-lettered events" className="grid gap-2">
      <h2 className="text-lg font-bold text-ink">
        Dead-lettered events <span className="text-muted tabular-nums">({letters.count ?? 'not counted here'})</span>
      </h2>
      <p className="text-sm text-muted">Events a consumer kept failing on. Once a developer fixed the cause, replay them (fulfilment never grants twice):</p>
      <p className="text-sm break-words text-muted">{letters.where}</p>
      <pre className="overflow-x-auto rounded-xl bg-plum-50 p-3 text-xs whitespace-pre-wrap break-all text-ink">{letters.replayCommand}</pre>
    </section>
  );
}

function OrphanedUploads({ uploads }: { uploads: AttentionReply['orphanedUploads'] }) {
  return (
    <Part
      title="Uploads never confirmed"
      count={uploads.length}
      empty="None: every upload was confirmed or refused."
      whatToDo="Nothing to undo: the record vanishes within a day and the file, if it arrived, is not offered to anyone. Upload it again from Content if it was wanted."
    >
      {uploads.map((upload) => (
        <li key={upload.id} className={item}>
          <p className="font-semibold break-all text-ink">{upload.fileName}</p>
          <p className="text-muted">Asked for {formatDateTime(upload.requestedAt)}</p>
        </li>
      ))}
    </Part>
  );
}

function AttentionLists({ data }: { data: AttentionReply }) {
  return (
    <div className="grid gap-8">
      {data.truncated ? (
        <p role="status" className="text-sm text-muted">
          Only the newest 100 of a list are shown.
        </p>
      ) : null}
      <UnreservedBookings bookings={data.bookings} />
      <ReconciledPayments fixes={data.reconciledPayments} />
      <RefundedPayments refunds={data.refundedPayments} />
      <DeadLetters letters={data.deadLetters} />
      <OrphanedUploads uploads={data.orphanedUploads} />
      <SuppressedAddresses addresses={data.suppressedAddresses} />
    </div>
  );
}

function Attention() {
  const query = useAttention();
  if (!query.data)
    return <ListStatus isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} empty="Nothing" what="what needs attention" />;
  return <AttentionLists data={query.data} />;
}

/** /admin/attention: what the founders must sort out, each with what to do. */
export default function AdminAttentionRoute() {
  return (
    <AdminSectionPage
      title="Needs Attention"
      description="Sessions that reserved nothing, payments fixed by the reconciliation or refunded for a deleted account, failed events and abandoned uploads, with what to do about each."
    >
      {() => <Attention />}
    </AdminSectionPage>
  );
}
