import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { accountTypeOf } from '@/lib/account-type';

/** A guardian's home: she has no dashboard, sessions, course or recruiting workspace of her own (docs/family.md). */
export const GUARDIAN_HOME = '/family';

/**
 * An athlete's own page (dashboard, sessions, course player, recruiting workspace): a guardian
 * who opens it is taken to /family. It reads who is signed in without asking (the page's guard
 * asks), so a visitor still meets the guard's 'Access Required'.
 */
export function athleteOnly(Page: ComponentType): ComponentType {
  function AthleteOnlyPage() {
    const { user } = useCurrentUser({ passive: true });
    if (user && accountTypeOf(user) === 'guardian') return <Navigate to={GUARDIAN_HOME} replace />;
    return <Page />;
  }
  AthleteOnlyPage.displayName = `AthleteOnly(${Page.displayName ?? Page.name ?? 'Page'})`;
  return AthleteOnlyPage;
}
