import type { Division, Region } from '@herway/shared/catalog/recruiting';
import {
  recruitingProfileBodySchema,
  type RecruitingProfile,
  type RecruitingProfileBody,
  type RecruitingProfileFields,
} from '@herway/shared/contracts/recruiting';
import * as z from '@herway/shared/zod';

/** What the profile form holds: the numbers as typed ('' for none), the rest as the API has them. */
export type ProfileFormValues = {
  graduationYear: string;
  sports: string;
  position: string;
  clubTeam: string;
  highSchoolTeam: string;
  stats: Array<{ label: string; value: string; date: string }>;
  gpa: string;
  satScore: string;
  actScore: string;
  highlightLinks: Array<{ url: string; title: string }>;
  academicInterests: string;
  goals: string;
  targetDivisions: Division[];
  targetRegions: Region[];
  contactEmail: string;
  contactPhone: string;
  guardianConsent: boolean;
};

const typed = (value: number | null) => (value === null ? '' : String(value));
/** '' is no number; anything else is sent as a number, and the schema says what is wrong with it. */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

export function toFormValues(profile: RecruitingProfile): ProfileFormValues {
  return {
    ...profile,
    graduationYear: typed(profile.graduationYear),
    gpa: typed(profile.gpa),
    satScore: typed(profile.satScore),
    actScore: typed(profile.actScore),
    stats: profile.stats.map((stat) => ({ ...stat })),
    highlightLinks: profile.highlightLinks.map((link) => ({ ...link })),
    targetDivisions: [...profile.targetDivisions],
    targetRegions: [...profile.targetRegions],
  };
}

export function toProfileBody(values: ProfileFormValues): RecruitingProfileBody {
  return {
    ...values,
    graduationYear: numberOrNull(values.graduationYear),
    gpa: numberOrNull(values.gpa),
    satScore: numberOrNull(values.satScore),
    actScore: numberOrNull(values.actScore),
    // An unchecked group arrives as false from the form library.
    targetDivisions: Array.isArray(values.targetDivisions) ? values.targetDivisions : [],
    targetRegions: Array.isArray(values.targetRegions) ? values.targetRegions : [],
  };
}

/** The form's values checked with the API's own schema: the same sentences, on the same fields. */
export const profileFormSchema = z.pipe(z.transform(toProfileBody), recruitingProfileBodySchema);
export type ProfileFormOutput = RecruitingProfileFields;
