import type { ReactNode } from 'react';
import type { FamilyAthleteReply } from '@herway/shared/contracts/family-athlete';
import { Progress } from '@/components/ui/progress';
import { formatDollars } from '@/lib/money';
import { coachLinkLine, contactLine, formatDay } from '../lib/family-words';
import { dueLine, packageLine, packageName } from '../lib/athlete-view';

/** A titled block of her page. */
export function ViewSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-3 rounded-2xl border border-plum-100 bg-white p-5 shadow-sm shadow-plum-900/5">
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

const Quiet = ({ children }: { children: ReactNode }) => <p className="text-sm text-muted">{children}</p>;

/** Her mentorship packages: '3 of 5 sessions left · expires <date>'. */
export function AthletePackages({ packages }: { packages: FamilyAthleteReply['packages'] }) {
  return (
    <ViewSection id="athlete-packages" title="Mentorship packages">
      {packages.length > 0 ? (
        <ul className="grid gap-2">
          {packages.map((pkg) => (
            <li key={pkg.id} className="grid gap-0.5">
              <span className="font-semibold text-ink">{packageName(pkg.packageType)}</span>
              <span className="text-sm text-muted">{packageLine(pkg)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <Quiet>No mentorship package yet.</Quiet>
      )}
    </ViewSection>
  );
}

/** How far she is in the Course Packet, if she has it. */
export function AthleteCourse({ course }: { course: FamilyAthleteReply['course'] }) {
  return (
    <ViewSection id="athlete-course" title="Course Packet">
      {course ? (
        <>
          <p className="font-semibold text-ink">{course.percentComplete}% complete</p>
          <Progress value={course.percentComplete} label="Course progress" />
          {course.next ? (
            <Quiet>
              Next: Module {course.next.moduleNumber} · {course.next.title}
            </Quiet>
          ) : null}
        </>
      ) : (
        <Quiet>She does not have the Course Packet.</Quiet>
      )}
    </ViewSection>
  );
}

/** Her mentors' open action items, with their due dates and the course lesson a mentor assigned with one. */
export function AthleteActionItems({ items }: { items: FamilyAthleteReply['openActionItems'] }) {
  return (
    <ViewSection id="athlete-action-items" title="Open action items">
      {items.length > 0 ? (
        <ul className="grid gap-2">
          {items.map((item) => (
            <li key={item.id} className="grid gap-0.5 text-sm">
              <span className="[overflow-wrap:anywhere] text-ink">{item.text}</span>
              {item.lesson ? (
                <span className="[overflow-wrap:anywhere] text-ink">Lesson to watch: {item.lesson.title} (completing it in the course ticks this item)</span>
              ) : null}
              <span className="text-muted">
                {dueLine(item.dueDate)}
                {item.mentorName ? ` · from ${item.mentorName}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <Quiet>Nothing open right now.</Quiet>
      )}
    </ViewSection>
  );
}

/** The payments made for her: what, how much, what was refunded, when. Amounts are in dollars, as the API sends them. */
export function AthletePayments({ payments }: { payments: FamilyAthleteReply['payments'] }) {
  return (
    <ViewSection id="athlete-payments" title="Payments">
      {payments.length > 0 ? (
        <ul className="grid gap-2">
          {payments.map((payment) => (
            <li key={payment.id} className="grid gap-0.5 text-sm">
              <span className="flex flex-wrap justify-between gap-x-3 font-semibold text-ink">
                <span className="[overflow-wrap:anywhere]">{payment.item}</span>
                <span className="tabular-nums">{formatDollars(payment.amount)}</span>
              </span>
              <span className="text-muted">
                Paid {formatDay(payment.paidAt)}
                {payment.refundedAmount > 0 ? ` · ${formatDollars(payment.refundedAmount)} refunded` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <Quiet>No payments yet.</Quiet>
      )}
    </ViewSection>
  );
}

/** Her recruiting workspace, only while she shares it with her family. */
export function AthleteWorkspace({ firstName, workspace }: { firstName: string; workspace: FamilyAthleteReply['workspace'] }) {
  return (
    <ViewSection id="athlete-workspace" title="Recruiting workspace">
      {workspace ? (
        <>
          <Quiet>
            {[workspace.sports, workspace.position, workspace.graduationYear ? `Class of ${workspace.graduationYear}` : ''].filter(Boolean).join(' · ') ||
              'Her profile is still empty.'}
          </Quiet>
          {workspace.schools.length > 0 ? (
            <ul className="grid gap-1 text-sm">
              {workspace.schools.map((school) => (
                <li key={school.name} className="grid [overflow-wrap:anywhere] text-ink">
                  <span>
                    {school.name}
                    <span className="text-muted">
                      {school.division ? ` · ${school.division}` : ''} · {school.status}
                    </span>
                  </span>
                  <span className="text-xs text-muted">{[contactLine(school.contactRule), coachLinkLine(school.coachLink)].filter(Boolean).join(' · ')}</span>
                </li>
              ))}
            </ul>
          ) : (
            <Quiet>No schools on her list yet.</Quiet>
          )}
        </>
      ) : (
        <Quiet>{firstName || 'She'} hasn’t shared her recruiting workspace with you.</Quiet>
      )}
    </ViewSection>
  );
}
