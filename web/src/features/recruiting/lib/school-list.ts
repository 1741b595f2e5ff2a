import { schoolStatusKeys, type Division, type SchoolStatus } from '@herway/shared/catalog/recruiting';
import { compareContactRules } from '@herway/shared/catalog/contact-rules';
import type { ListedSchool } from '@herway/shared/contracts/recruiting';

// How /schools orders and narrows her list (all in the page: she has at most 100 schools).

export const schoolSortKeys = ['overall', 'name', 'status', 'nextStep', 'contact', 'added'] as const;
export type SchoolSort = (typeof schoolSortKeys)[number];
export const schoolSortLabels: Readonly<Record<SchoolSort, string>> = {
  overall: 'Overall score (best first)',
  name: 'Name (A-Z)',
  status: 'Status (furthest along first)',
  nextStep: 'Next step date (soonest first)',
  contact: 'Coach contact (open first)',
  added: 'Date added',
};

export interface SchoolFilter {
  status: SchoolStatus | 'all';
  division: Division | 'all';
}

const byName = (a: ListedSchool, b: ListedSchool) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
/** Furthest along first; 'not a fit' last. */
const statusRank = (status: SchoolStatus) => (status === 'not_a_fit' ? -1 : schoolStatusKeys.indexOf(status));

const comparators: Readonly<Record<SchoolSort, (a: ListedSchool, b: ListedSchool) => number>> = {
  // Unscored schools last; ties by name.
  overall: (a, b) => (b.overallScore ?? -1) - (a.overallScore ?? -1) || byName(a, b),
  name: byName,
  status: (a, b) => statusRank(b.status) - statusRank(a.status) || byName(a, b),
  // Schools without a date last.
  nextStep: (a, b) => (a.nextStepDate || '9999').localeCompare(b.nextStepDate || '9999') || byName(a, b),
  contact: (a, b) => compareContactRules(a.contactRule, b.contactRule) || byName(a, b),
  added: (a, b) => a.createdAt.localeCompare(b.createdAt),
};

/** Her schools that pass the filter, in the chosen order (the list itself is left as it is). */
export function arrangeSchools(schools: readonly ListedSchool[], sort: SchoolSort, filter: SchoolFilter): ListedSchool[] {
  return schools
    .filter((school) => (filter.status === 'all' || school.status === filter.status) && (filter.division === 'all' || school.division === filter.division))
    .sort(comparators[sort]);
}

export const isSchoolSort = (value: string | null): value is SchoolSort => (schoolSortKeys as readonly string[]).includes(value ?? '');
