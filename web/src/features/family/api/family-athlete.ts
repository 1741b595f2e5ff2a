import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactConsentReplySchema } from '@herway/shared/contracts/family';
import { familyAthleteReplySchema, type FamilyAthleteReply } from '@herway/shared/contracts/family-athlete';
import { callRoute } from '@/lib/api-client';
import { familyAthleteQueryKey } from '@/lib/query-keys';

/** GET /api/family/athletes/{athleteId} (guardian): what her link shows of her athlete; 404 without a live link. */
export function getFamilyAthlete(athleteId: string, { signal }: { signal?: AbortSignal } = {}): Promise<FamilyAthleteReply> {
  return callRoute('dashboard/get-family-athlete', { path: { athleteId }, schema: familyAthleteReplySchema, signal });
}

export const getFamilyAthleteQueryOptions = (athleteId: string) =>
  queryOptions({ queryKey: familyAthleteQueryKey(athleteId), queryFn: ({ signal }) => getFamilyAthlete(athleteId, { signal }) });

export function useFamilyAthlete(athleteId: string) {
  return useQuery(getFamilyAthleteQueryOptions(athleteId));
}

/** PUT /api/family/athletes/{athleteId}/contact-consent (guardian): she gives or withdraws her agreement. */
export function setContactConsent(athleteId: string, consent: boolean) {
  return callRoute('recruiting/set-contact-consent', { path: { athleteId }, body: { consent }, schema: contactConsentReplySchema });
}
