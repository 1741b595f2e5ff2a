import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { AthleteReply } from '@herway/shared/contracts/admin-athletes';
import { formatUsd } from '@herway/shared/format';
import { Badge } from '@/components/ui/badge';
import { useAthlete, useAthleteAction } from '../api/athlete';
import { AdminSectionPage } from '../components/admin-section-page';
import { ListStatus } from '../components/admin-table';
import { AthleteFamily, accountKindOf } from '../components/athlete-family';
import { BookingCard, EntitlementCard, PackageCard } from '../components/athlete-records';
import { AthleteRecruitingProfile, AthleteSchoolList } from '../components/athlete-recruiting';
import { contactName, formatDate } from '../lib/format';

function Section({ title, empty, count, children }: { title: string; empty: string; count: number; children: ReactNode }) {
  return (
    <section className="grid gap-3" aria-label={title}>
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {count === 0 ? <p className="text-sm text-muted">{empty}</p> : <ul className="grid gap-3 lg:grid-cols-2">{children}</ul>}
    </section>
  );
}

/** Her name, kind of account, e-mail and registration date. */
function AthleteProfile({ profile }: { profile: AthleteReply['profile'] }) {
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.email;
  return (
    <section aria-label="Profile" className="grid gap-1">
      <h2 className="flex flex-wrap items-center gap-2 text-xl font-bold text-ink">
        {name} <Badge variant="secondary">{accountKindOf(profile)}</Badge>
      </h2>
      <p className="text-sm break-all text-muted">{profile.email}</p>
      <p className="text-sm text-muted">Registered {formatDate(profile.createdAt)}</p>
    </section>
  );
}

function AthletePage({ athlete }: { athlete: AthleteReply }) {
  const action = useAthleteAction(athlete.profile.id);
  const act = { run: action.mutateAsync, pending: action.isPending };
  return (
    <div className="grid gap-8">
      <AthleteProfile profile={athlete.profile} />
      <AthleteFamily profile={athlete.profile} family={athlete.family} />
      <AthleteRecruitingProfile recruiting={athlete.recruiting} />
      <AthleteSchoolList recruiting={athlete.recruiting} />
      <Section title="Packages" empty="No mentorship package." count={athlete.packages.length}>
        {athlete.packages.map((pkg) => (
          <PackageCard key={pkg.id} pkg={pkg} act={act} />
        ))}
      </Section>
      <Section title="Sessions" empty="No session booked." count={athlete.bookings.length}>
        {athlete.bookings.map((booking) => (
          <BookingCard key={booking.id} booking={booking} act={act} userId={athlete.profile.id} />
        ))}
      </Section>
      <Section title="Course access" empty="No course access." count={athlete.entitlements.length}>
        {athlete.entitlements.map((entitlement) => (
          <EntitlementCard key={entitlement.courseId} entitlement={entitlement} act={act} />
        ))}
      </Section>
      <Section title="Payments" empty="No payment." count={athlete.payments.length}>
        {athlete.payments.map((payment) => (
          <li key={payment.id} className="grid gap-1 rounded-2xl border border-plum-100 bg-white p-4 text-sm">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
              {formatUsd(payment.amount)} · {payment.productType ?? 'custom'}{' '}
              <Badge variant={payment.status === 'succeeded' ? 'success' : 'secondary'}>{payment.status}</Badge>
              {payment.isTest ? <Badge variant="outline">test</Badge> : null}
            </p>
            <p className="text-muted">
              {formatDate(payment.createdAt)}
              {payment.amountRefunded > 0 ? ` · ${formatUsd(payment.amountRefunded)} refunded` : ''}
            </p>
            <p className="font-mono text-xs break-all text-muted">{payment.id}</p>
            {payment.needsAttention ? <p className="text-danger-800">{payment.needsAttention}</p> : null}
          </li>
        ))}
      </Section>
      <Section title="Contact messages from her address" empty="No contact message from her address." count={athlete.contacts.length}>
        {athlete.contacts.map((contact) => (
          <li key={contact.id} className="grid gap-1 rounded-2xl border border-plum-100 bg-white p-4 text-sm">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
              {contactName(contact)} · {formatDate(contact.createdAt)} <Badge variant="secondary">{contact.status ?? 'new'}</Badge>
            </p>
            <p className="whitespace-pre-line text-muted">{contact.message}</p>
            {contact.notes ? <p className="text-ink">Notes: {contact.notes}</p> : null}
          </li>
        ))}
      </Section>
    </div>
  );
}

function Athlete({ id }: { id: string }) {
  const query = useAthlete(id);
  if (!query.data)
    return <ListStatus isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} empty="No athlete" what="this athlete" />;
  return <AthletePage athlete={query.data} />;
}

/** /admin/athletes/:id: one athlete's records and the admins' actions on them, each with a reason. */
export default function AdminAthleteRoute() {
  const { id = '' } = useParams();
  return (
    <AdminSectionPage
      title="Athlete"
      description="Her packages, sessions, course access, payments and messages. Every change asks why and is kept in the audit log."
    >
      {() => (
        <>
          <Link to="/admin" className="text-sm font-semibold text-plum-700 underline underline-offset-2">
            ← Back to the users
          </Link>
          <Athlete id={id} />
        </>
      )}
    </AdminSectionPage>
  );
}
