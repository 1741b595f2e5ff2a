import { Link, useParams } from 'react-router';
import type { FamilyAthleteReply } from '@herway/shared/contracts/family-athlete';
import { withPayingFor } from '@/components/commerce/paying-for-path';
import { buttonVariants } from '@/components/ui/button';
import { LoadState } from '@/components/ui/workspace-page';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useFamilyAthlete } from '../api/family-athlete';
import { AthleteActionItems, AthleteCourse, AthletePackages, AthletePayments, AthleteWorkspace } from '../components/athlete-overview';
import { AthleteSessions } from '../components/athlete-sessions';
import { ContactConsent } from '../components/contact-consent';
import { FamilyFrame, FamilyPageRoute } from '../components/family-page';

const TITLE = 'Your Athlete';
const BACK = { to: '/family', label: 'Back to Family' };

/** No live link to this athlete (never linked, or the link ended): the API's sentence and the way back. */
function NotLinked({ message }: { message: string }) {
  return (
    <div role="alert" className="grid gap-4 rounded-2xl border border-plum-200 bg-white p-5 text-center">
      <p className="font-semibold text-ink">{message}</p>
      <Link to="/family" className={buttonVariants({ className: 'justify-self-center' })}>
        Go to your Family page
      </Link>
    </div>
  );
}

function AthleteView({ view }: { view: FamilyAthleteReply }) {
  const { athlete } = view;
  return (
    <div className="grid gap-8">
      {/* The pricing page carries `for` on to the checkout, which then names her as the one paid for. */}
      <Link to={withPayingFor('/mentorship', athlete.id)} className={buttonVariants({ className: 'max-w-full justify-self-start whitespace-normal' })}>
        Buy sessions for {athlete.firstName || 'her'}
      </Link>
      <div className="grid gap-6 lg:grid-cols-2">
        <AthletePackages packages={view.packages} />
        <AthleteCourse course={view.course} />
        <AthleteActionItems items={view.openActionItems} />
        <ContactConsent athleteId={athlete.id} firstName={athlete.firstName} consent={view.contactConsent} />
      </div>
      <AthleteSessions id="athlete-upcoming" title="Upcoming sessions" sessions={view.upcomingSessions} empty="No session booked." />
      <AthleteSessions id="athlete-past" title="Past sessions" sessions={view.pastSessions} empty="No session held yet." />
      <div className="grid gap-6 lg:grid-cols-2">
        <AthletePayments payments={view.payments} />
        <AthleteWorkspace firstName={athlete.firstName} workspace={view.workspace} />
      </div>
    </div>
  );
}

function FamilyAthleteContent({ athleteId }: { athleteId: string }) {
  const view = useFamilyAthlete(athleteId);
  const refused = view.error instanceof ApiError && view.error.status >= 400 && view.error.status < 500;
  const name = view.data ? `${view.data.athlete.firstName} ${view.data.athlete.lastName}`.trim() : '';
  return (
    <FamilyFrame title={name || TITLE} description="Her packages, sessions and progress, as your family link shows them." back={BACK}>
      {view.data ? (
        <AthleteView view={view.data} />
      ) : refused ? (
        <NotLinked message={getErrorMessage(view.error)} />
      ) : (
        <LoadState failed={view.isError} what="her page" onRetry={() => void view.refetch()} />
      )}
    </FamilyFrame>
  );
}

/** /family/athletes/:athleteId (guardian): what her link shows of one of her athletes. */
export default function FamilyAthleteRoute() {
  const { athleteId = '' } = useParams();
  return (
    <FamilyPageRoute title={TITLE} what="your athlete’s page">
      {() => <FamilyAthleteContent athleteId={athleteId} />}
    </FamilyPageRoute>
  );
}
