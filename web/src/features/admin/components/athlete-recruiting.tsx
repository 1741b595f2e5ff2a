import { divisionLabels, fitCriteria, highlightHost, regionLabels, schoolStatusLabels } from '@herway/shared/catalog/recruiting';
import type { AthleteReply } from '@herway/shared/contracts/admin-athletes';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '../lib/format';

type Recruiting = NonNullable<AthleteReply['recruiting']>;

const list = (values: readonly string[]) => values.join(', ') || '–';

function Row({ label, value }: { label: string; value: string | number | null }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="break-words text-ink">{value === null || value === '' ? '–' : value}</dd>
    </div>
  );
}

/** Her recruiting profile as her mentor prepares from it (docs/recruiting-workspace.md); the anchor the session cards link to. */
export function AthleteRecruitingProfile({ recruiting }: { recruiting: Recruiting | undefined }) {
  const profile = recruiting?.profile;
  return (
    <section id="recruiting-profile" aria-label="Recruiting profile" className="grid scroll-mt-24 gap-3">
      <h2 className="flex flex-wrap items-center gap-2 text-lg font-bold text-ink">
        Recruiting profile {recruiting?.shared ? <Badge variant="outline">shared with coaches</Badge> : null}
      </h2>
      {profile ? (
        <div className="grid gap-3 rounded-2xl border border-plum-100 bg-white p-4 text-sm">
          <dl className="grid gap-3 sm:grid-cols-3">
            <Row label="Class of" value={profile.graduationYear} />
            <Row label="Sport · position" value={[profile.sports, profile.position].filter(Boolean).join(' · ')} />
            <Row label="Teams" value={[profile.clubTeam, profile.highSchoolTeam].filter(Boolean).join(' · ')} />
            <Row label="GPA" value={profile.gpa} />
            <Row label="SAT · ACT" value={[profile.satScore, profile.actScore].map((score) => score ?? '–').join(' · ')} />
            <Row label="Academic interests" value={profile.academicInterests} />
            <Row label="Target divisions" value={list(profile.targetDivisions.map((key) => divisionLabels[key]))} />
            <Row label="Target regions" value={list(profile.targetRegions.map((key) => regionLabels[key]))} />
            <Row label="Saved" value={profile.updatedAt ? formatDate(profile.updatedAt) : null} />
          </dl>
          {profile.goals ? <p className="whitespace-pre-line text-ink">Goals: {profile.goals}</p> : null}
          {profile.stats.length > 0 ? <p className="text-ink">Stats: {profile.stats.map((stat) => `${stat.label} ${stat.value}`).join(' · ')}</p> : null}
          {profile.highlightLinks.map((link) => (
            <a key={link.url} href={link.url} target="_blank" rel="noopener noreferrer" className="break-all text-plum-700 underline underline-offset-2">
              {link.title || 'Highlight video'} ({highlightHost(link.url)})
            </a>
          ))}
        </div>
      ) : (
        <p className="text-sm text-muted">She has not filled in her recruiting profile yet.</p>
      )}
    </section>
  );
}

/** Her target schools with her fit scores, status and next step. */
export function AthleteSchoolList({ recruiting }: { recruiting: Recruiting | undefined }) {
  const schools = recruiting?.schools ?? [];
  return (
    <section id="school-list" aria-label="School list" className="grid scroll-mt-24 gap-3">
      <h2 className="text-lg font-bold text-ink">School list</h2>
      {schools.length === 0 ? (
        <p className="text-sm text-muted">No school on her list yet.</p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {schools.map((school) => (
            <li key={school.id} className="grid min-w-0 gap-1 rounded-2xl border border-plum-100 bg-white p-4 text-sm">
              <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-ink">
                {school.name} <Badge variant="secondary">{schoolStatusLabels[school.status]}</Badge>
              </p>
              <p className="text-muted">
                {school.division ? divisionLabels[school.division] : 'Division not set'} · overall {school.overallScore ?? '–'} (
                {fitCriteria.map((criterion) => `${criterion.label.toLowerCase()} ${school[criterion.key] ?? '–'}`).join(', ')})
              </p>
              {school.nextStep ? (
                <p className="text-ink">
                  Next: {school.nextStep}
                  {school.nextStepDate ? ` by ${school.nextStepDate}` : ''}
                </p>
              ) : null}
              {school.notes ? <p className="whitespace-pre-line break-words text-muted">{school.notes}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
