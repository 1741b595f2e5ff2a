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

type PartProps<Item> = {
  title: string;
  /** What a list with nothing in it says. */
  empty: string;
  items: readonly Item[];
  /** One entry: an `<li>` with its key. */
  card: (entry: Item) => ReactNode;
  /** What to do about the entries. */
  children: ReactNode;
};

/** One list of the page: its title with how many, what to do about them, and the entries (or that there are none). */
function Part<Item>({ title, empty, items, card, children }: PartProps<Item>) {
  return (
    <section aria-label={title} className="grid gap-3">
      <h2 className="text-lg font-bold text-ink">
        {title} <span className="text-muted tabular-nums">({items.length})</span>
      </h2>
      <p className="text-sm text-muted">{children}</p>
      {items.length === 0 ? <p className="text-sm text-muted">{empty}</p> : <ul className="grid gap-3 lg:grid-cols-2">{items.map(card)}</ul>}
    </section>
  );
}

const bookingCard = (booking: AttentionReply['bookings'][number]) => (
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
);

const fixCard = (fix: AttentionReply['reconciledPayments'][number]) => (
  <li key={fix.paymentIntentId} className={item}>
    <p className="font-semibold text-ink">
      {fix.amount === null ? '' : formatUsd(fix.amount)} · fixed {formatDateTime(fix.fixedAt)}
    </p>
    <p className="break-all text-muted">{fix.customerEmail ?? 'No e-mail'}</p>
    <p className="font-mono text-xs break-all text-muted">{fix.paymentIntentId}</p>
  </li>
);

const refundCard = (refund: AttentionReply['refundedPayments'][number]) => (
  <li key={refund.paymentIntentId} className={item}>
    <p className="font-semibold text-ink">
      {formatUsd(refund.amount)} · refunded {formatDateTime(refund.refundedAt)}
    </p>
    <p className="text-danger-800">{refund.reason}</p>
    <p className="font-mono text-xs break-all text-muted">{refund.paymentIntentId}</p>
  </li>
);

const processingCard = (payment: AttentionReply['processingPayments'][number]) => (
  <li key={payment.paymentIntentId} className={item}>
    <p className="font-semibold text-ink">
      {formatUsd(payment.amount)} · processing since {formatDateTime(payment.processingSince)}
    </p>
    <p className="break-all text-muted">{payment.customerEmail ?? 'No e-mail'}</p>
    <p className="font-mono text-xs break-all text-muted">{payment.paymentIntentId}</p>
  </li>
);

const uploadCard = (upload: AttentionReply['orphanedUploads'][number]) => (
  <li key={upload.id} className={item}>
    <p className="font-semibold break-all text-ink">{upload.fileName}</p>
    <p className="text-muted">Asked for {formatDateTime(upload.requestedAt)}</p>
  </li>
);

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

function AttentionLists({ data }: { data: AttentionReply }) {
  return (
    <div className="grid gap-8">
      {data.truncated ? (
        <p role="status" className="text-sm text-muted">
          Only the newest 100 of a list are shown.
        </p>
      ) : null}
      <Part title="Sessions that reserved nothing" empty="None: every booking holds a session." items={data.bookings} card={bookingCard}>
        Open the athlete: grant her a session (then the booking keeps its place) or cancel it here and at the scheduler, and tell the family.
      </Part>
      <Part
        title="Payments the reconciliation fixed"
        empty="None in the last 30 days: every paid order's event arrived."
        items={data.reconciledPayments}
        card={fixCard}
      >
        Their orders are fulfilled now; each means a Stripe event was lost. Check the family got her receipt and look for the cause (webhook, consumer errors).
      </Part>
      <Part title="Payments refunded for a deleted account" empty="None in the last 30 days." items={data.refundedPayments} card={refundCard}>
        Nothing to undo: each settled after its account was deleted, so nothing was granted and Stripe refunded it. It is kept for the books without her name or
        e-mail.
      </Part>
      <Part
        title="Payments processing for over a day"
        empty="None: every bank payment settled within a day."
        items={data.processingPayments}
        card={processingCard}
      >
        Her bank has not answered yet (a bank debit can take a few business days); the family was told the package appears when it settles. Past a week, look it
        up in Stripe and write to the family.
      </Part>
      <DeadLetters letters={data.deadLetters} />
      <Part title="Uploads never confirmed" empty="None: every upload was confirmed or refused." items={data.orphanedUploads} card={uploadCard}>
        Nothing to undo: the record vanishes within a day and the file, if it arrived, is not offered to anyone. Upload it again from Content if it was wanted.
      </Part>
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
