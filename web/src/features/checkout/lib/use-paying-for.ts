import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FamilyLink } from '@herway/shared/contracts/family';
import type { CurrentUser } from '@/features/auth/api/get-current-user';
import { getFamilyQueryOptions } from '@/components/family/get-family';

/**
 * Whom a checkout is for (docs/family.md): an athlete buys for herself; a parent or guardian for
 * one of her linked athletes, whom the API requires her to name (`forAthleteId`).
 */
export type PayingFor =
  | { kind: 'self' }
  | { kind: 'loading' }
  | { kind: 'failed'; retry: () => void }
  /** A guardian with no linked athlete yet: nothing to pay for until she links one. */
  | { kind: 'none' }
  | { kind: 'athlete'; athlete: FamilyLink; athletes: FamilyLink[]; choose: (athleteId: string) => void };

/** The athlete to start with: the one in `?for=` when she is linked, else the first. */
export function initialAthlete(athletes: FamilyLink[], preselected: string | undefined): FamilyLink | undefined {
  return athletes.find((athlete) => athlete.userId === preselected) ?? athletes[0];
}

export function usePayingFor(user: CurrentUser, preselected: string | undefined): PayingFor {
  const guardian = user.accountType === 'guardian';
  const family = useQuery({ ...getFamilyQueryOptions(), enabled: guardian });
  const [chosenId, choose] = useState(preselected);
  if (!guardian) return { kind: 'self' };
  if (family.isError) return { kind: 'failed', retry: () => void family.refetch() };
  if (!family.data) return { kind: 'loading' };
  const athletes = family.data.links.filter((link) => link.role === 'athlete');
  const athlete = initialAthlete(athletes, chosenId);
  return athlete ? { kind: 'athlete', athlete, athletes, choose } : { kind: 'none' };
}

/** The athlete's id the purchase names, or undefined for her own. */
export const payingForId = (payingFor: PayingFor): string | undefined => (payingFor.kind === 'athlete' ? payingFor.athlete.userId : undefined);
