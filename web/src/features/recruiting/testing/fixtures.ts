import { recruitingProfileSchema, type ListedSchool, type ProfileReply } from '@herway/shared/contracts/recruiting';

/** Her profile as GET /api/profile answers it: empty and not shared unless changed. */
export function aProfileReply(changes: Partial<ProfileReply['profile']> = {}, sharePath: string | null = null): ProfileReply {
  return {
    profile: { ...recruitingProfileSchema.parse({}), ...changes },
    sharing: { sharePath, sharedAt: sharePath ? '2026-11-20T10:00:00.000Z' : null },
  };
}

export function aSchool(name: string, changes: Partial<ListedSchool> = {}): ListedSchool {
  return {
    id: `school-${name.toLowerCase().replace(/\W+/g, '-')}`,
    name,
    division: null,
    athleticFit: null,
    academicFit: null,
    socialFit: null,
    financialFit: null,
    overallScore: null,
    status: 'researching',
    nextStep: '',
    nextStepDate: '',
    notes: '',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    contactRule: null,
    ...changes,
  };
}
