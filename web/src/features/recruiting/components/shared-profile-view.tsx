import { Award, ExternalLink, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { divisionLabels, regionLabels } from '@herway/shared/catalog/recruiting';
import type { SharedProfileReply } from '@herway/shared/contracts/recruiting';

function Fact({ label, value }: { label: string; value: ReactNode }) {
  if (value === null || value === '' || value === undefined) return null;
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="break-words text-ink">{value}</dd>
    </div>
  );
}

type Profile = SharedProfileReply;

function Facts({ profile }: { profile: Profile }) {
  const scores = [profile.satScore === null ? null : `SAT ${profile.satScore}`, profile.actScore === null ? null : `ACT ${profile.actScore}`]
    .filter(Boolean)
    .join(' · ');
  return (
    <dl className="grid gap-4 rounded-2xl border border-plum-100 bg-white p-4 sm:grid-cols-3 sm:p-6">
      <Fact label="Class of" value={profile.graduationYear} />
      <Fact label="Sport" value={profile.sports} />
      <Fact label="Position" value={profile.position} />
      <Fact label="Club team" value={profile.clubTeam} />
      <Fact label="High-school team" value={profile.highSchoolTeam} />
      <Fact label="GPA" value={profile.gpa} />
      <Fact label="Test scores" value={scores} />
      <Fact label="Academic interests" value={profile.academicInterests} />
      <Fact label="Target divisions" value={profile.targetDivisions.map((key) => divisionLabels[key]).join(', ')} />
      <Fact label="Target regions" value={profile.targetRegions.map((key) => regionLabels[key]).join(', ')} />
    </dl>
  );
}

/** A part of her profile: a region named by its heading. */
function ProfilePart({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={className}>
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function HighlightVideos({ links }: { links: Profile['highlightLinks'] }) {
  return (
    <ProfilePart title="Highlight videos" className="grid gap-3">
      <ul className="grid gap-2">
        {links.map((link) => (
          <li key={link.url}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer nofollow ugc"
              className="inline-flex items-center gap-2 font-semibold break-all text-plum-700 underline underline-offset-2"
            >
              {link.title || 'Highlight video'} on {link.host}
              <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </ProfilePart>
  );
}

function KeyStats({ stats }: { stats: Profile['stats'] }) {
  return (
    <ProfilePart title="Key stats" className="grid gap-3">
      <ul className="grid gap-2 sm:grid-cols-2">
        {stats.map((stat, index) => (
          <li key={`${stat.label}-${index}`} className="rounded-xl border border-plum-100 bg-white p-3">
            <span className="font-semibold text-ink">{stat.label}</span>: {stat.value}
            {stat.date ? <span className="text-sm text-muted"> ({stat.date})</span> : null}
          </li>
        ))}
      </ul>
    </ProfilePart>
  );
}

const completedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Her course certificate, shown because she chose so, with the page that confirms it. */
function Certificate({ certificate }: { certificate: NonNullable<Profile['certificate']> }) {
  return (
    <ProfilePart title="Course certificate" className="grid gap-2">
      <p className="flex items-start gap-2 text-ink">
        <Award className="mt-0.5 size-5 shrink-0 text-plum-700" aria-hidden="true" />
        <span>
          Completed the HerWay {certificate.courseTitle} on {completedFormat.format(new Date(certificate.completedAt))}.{' '}
          <Link to={certificate.verifyPath} className="font-semibold text-plum-700 underline underline-offset-2">
            Verify this certificate
          </Link>
        </span>
      </p>
    </ProfilePart>
  );
}

function Contact({ contact }: { contact: NonNullable<Profile['contact']> }) {
  return (
    <ProfilePart title="Contact" className="grid gap-2 rounded-2xl border border-plum-200 bg-plum-50 p-4">
      {contact.email ? (
        <a href={`mailto:${contact.email}`} className="inline-flex items-center gap-2 break-all text-plum-700 underline underline-offset-2">
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          {contact.email}
        </a>
      ) : null}
      {contact.phone ? (
        <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="inline-flex items-center gap-2 text-plum-700 underline underline-offset-2">
          <Phone className="size-4 shrink-0" aria-hidden="true" />
          {contact.phone}
        </a>
      ) : null}
    </ProfilePart>
  );
}

/** What a coach sees: her sport, teams, stats, academics, videos, goals; her contact only with a guardian's agreement. */
export function SharedProfileView({ profile }: { profile: SharedProfileReply }) {
  return (
    <article className="grid gap-8">
      <Facts profile={profile} />

      {profile.highlightLinks.length > 0 ? <HighlightVideos links={profile.highlightLinks} /> : null}

      {profile.stats.length > 0 ? <KeyStats stats={profile.stats} /> : null}

      {profile.goals ? (
        <ProfilePart title="Goals" className="grid gap-2">
          <p className="whitespace-pre-line text-ink">{profile.goals}</p>
        </ProfilePart>
      ) : null}

      {profile.certificate ? <Certificate certificate={profile.certificate} /> : null}

      {profile.contact ? <Contact contact={profile.contact} /> : null}
    </article>
  );
}
