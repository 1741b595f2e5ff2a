import { ACCOUNT_TYPE_LABELS } from '@herway/shared/contracts/account-type';
import type { AthleteReply } from '@herway/shared/contracts/admin-athletes';
import { Link } from 'react-router';
import { formatDate, userName } from '../lib/format';

type Profile = AthleteReply['profile'];

/** Her kind of account beside her name: 'Athlete', 'Parent or guardian' or 'Admin'. */
export function accountKindOf(profile: Profile): string {
  return profile.accountType ? ACCOUNT_TYPE_LABELS[profile.accountType] : 'Admin';
}

/**
 * Who her account is linked to (docs/family.md): an athlete's parents or guardians, or a guardian's
 * athletes, each with her e-mail and since when, her name opening her own page. None for an admin.
 */
export function AthleteFamily({ profile, family }: { profile: Profile; family: AthleteReply['family'] }) {
  if (!profile.accountType) return null;
  const title = profile.accountType === 'guardian' ? 'Linked athletes' : 'Parents and guardians';
  const empty = profile.accountType === 'guardian' ? 'No athlete linked.' : 'No parent or guardian linked.';
  return (
    <section className="grid gap-3" aria-label={title}>
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {family.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {family.map((member) => (
            <li key={member.id} className="grid gap-1 rounded-2xl border border-plum-100 bg-white p-4 text-sm">
              <Link
                to={`/admin/athletes/${encodeURIComponent(member.id)}`}
                className="font-semibold text-plum-700 underline underline-offset-2 hover:text-plum-900"
              >
                {userName(member) === '—' ? member.email : userName(member)}
              </Link>
              <p className="break-words text-muted">{member.email}</p>
              <p className="text-muted">Linked since {formatDate(member.since)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
