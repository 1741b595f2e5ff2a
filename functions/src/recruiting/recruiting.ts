import { divisionLabels, highlightHost, schoolStatusLabels } from '@herway/shared/catalog/recruiting';
import type { Division } from '@herway/shared/catalog/recruiting';
import { contactRuleView } from '@herway/shared/catalog/contact-rules';
import type { ContactConsent, ListedSchool, ProfileReply, RecruitingProfile, School, SharedProfileReply } from '@herway/shared/contracts/recruiting';
import type { RecruitingRecord, SharedRecruitingProfile } from './store/recruiting-repo';
import type { CsvColumn } from '../kernel/csv';

// Her recruiting workspace (docs/recruiting-workspace.md) as the pages see it: her own profile, the coach-facing view
// of it and her school list as a spreadsheet.

/** Her profile page's answer; `heldByGuardian` when a linked guardian holds the contact agreement (docs/family.md). */
export function profileReply(record: RecruitingRecord, heldByGuardian: boolean): ProfileReply {
  return {
    profile: record.profile,
    sharing: { sharePath: record.shareToken ? `/p/${record.shareToken}` : null, sharedAt: record.shareToken ? record.sharedAt : null },
    familySharing: { workspaceShared: record.familyShared },
    contactConsent: { ...contactConsentOf(record), heldByGuardian },
  };
}

/** The contact agreement as her family sees it: given or not, and by which guardian when one gave it. */
export function contactConsentOf(record: RecruitingRecord): ContactConsent {
  return { given: record.profile.guardianConsent, givenAt: record.consentGivenAt, givenBy: record.consentGivenBy };
}

/**
 * What a coach sees on /p/{token}: her name and profile, each highlight link with its host named.
 * Her contact e-mail and phone only when she gave one AND ticked that a parent or guardian agreed;
 * never her account's e-mail.
 */
export function sharedProfileView({ firstName, lastName, profile, certificate }: SharedRecruitingProfile): SharedProfileReply {
  const email = profile.contactEmail || null;
  const phone = profile.contactPhone || null;
  return {
    name: [firstName, lastName].filter(Boolean).join(' ') || 'HerWay athlete',
    graduationYear: profile.graduationYear,
    sports: profile.sports,
    position: profile.position,
    clubTeam: profile.clubTeam,
    highSchoolTeam: profile.highSchoolTeam,
    stats: profile.stats,
    gpa: profile.gpa,
    satScore: profile.satScore,
    actScore: profile.actScore,
    highlightLinks: profile.highlightLinks.map((link) => ({ ...link, host: highlightHost(link.url) })),
    academicInterests: profile.academicInterests,
    goals: profile.goals,
    targetDivisions: profile.targetDivisions,
    targetRegions: profile.targetRegions,
    contact: profile.guardianConsent && (email || phone) ? { email, phone } : null,
    ...(certificate
      ? { certificate: { courseTitle: certificate.courseTitle, completedAt: certificate.completedAt, verifyPath: `/verify/${certificate.code}` } }
      : {}),
  };
}

/** Her list as a spreadsheet, one school a row (csv.ts writes it safely). */
export const schoolColumns: readonly CsvColumn<School>[] = [
  { header: 'School', value: (school) => school.name },
  { header: 'Division', value: (school) => (school.division ? divisionLabels[school.division] : '') },
  { header: 'Status', value: (school) => schoolStatusLabels[school.status] },
  { header: 'Overall', value: (school) => school.overallScore },
  { header: 'Athletic', value: (school) => school.athleticFit },
  { header: 'Academic', value: (school) => school.academicFit },
  { header: 'Social', value: (school) => school.socialFit },
  { header: 'Financial', value: (school) => school.financialFit },
  { header: 'Next step', value: (school) => school.nextStep },
  { header: 'Next step date', value: (school) => school.nextStepDate },
  { header: 'Notes', value: (school) => school.notes },
];

/** 'herway-schools-2026-11-27.csv' (UTC date). */
export const schoolCsvFileName = (now: Date) => `herway-schools-${now.toISOString().slice(0, 10)}.csv`;

/**
 * Her schools, each with when its coaches may contact her (docs/recruiting-workspace.md#contact-rules):
 * counted from her profile's sport and graduation year, on her calendar day `now` in UTC.
 */
export function schoolsWithContactRules(schools: readonly School[], profile: Pick<RecruitingProfile, 'sports' | 'graduationYear'>, now: Date): ListedSchool[] {
  const today = now.toISOString().slice(0, 10);
  return schools.map((school) => ({ ...school, contactRule: contactRuleView(school.division, profile, today) }));
}

/** The divisions her timeline covers: those of the schools on her list and the ones her profile targets. */
export function divisionsShesLookingAt(schools: readonly School[], profile: Pick<RecruitingProfile, 'targetDivisions'>): Division[] {
  const listed = schools.flatMap((school) => (school.division ? [school.division] : []));
  return [...new Set([...listed, ...profile.targetDivisions])];
}
