import { getProfile } from '../accounts/store/user-repo';
import { linkBetween } from '../family/store/family-repo';
import { accountTypeOf } from '../kernel/auth/account-type';
import type { SessionUser } from '../kernel/auth/token-verifier';
import { InvalidInput, NotFound } from '../kernel/domain-errors';
import { athletePayer } from './checkout';
import type { Payer } from './checkout';

// Who a purchase is for and who pays (docs/family.md): an athlete pays for herself; a parent or
// guardian pays for an athlete she is linked to. The package or course is the athlete's (the
// intent's userId); the guardian is the payer: her Stripe customer, her address on the receipt.

export const NOT_LINKED_ATHLETE = "We couldn't find that athlete among your family links.";

export interface Purchase {
  /** Whose package or course it will be. */
  athleteId: string;
  payer: Payer;
}

/** The athlete a signed-in member buys for, and the payer; a guardian must name a linked athlete. */
export async function purchaseOf(user: SessionUser, forAthleteId: string | undefined): Promise<Purchase> {
  if (accountTypeOf(user) === 'athlete') {
    if (forAthleteId && forAthleteId !== user.sub) throw new InvalidInput('You can only pay for your own account.');
    return { athleteId: user.sub, payer: await athletePayer(user) };
  }
  if (!forAthleteId) throw new InvalidInput('Choose the athlete you are paying for.');
  const [link, athlete] = await Promise.all([linkBetween(user.sub, forAthleteId), getProfile(forAthleteId)]);
  if (!link || !athlete || athlete.deletionBegunAt) throw new NotFound(NOT_LINKED_ATHLETE);
  const guardian = await athletePayer(user);
  return {
    athleteId: forAthleteId,
    payer: {
      ...guardian,
      athleteName: [athlete.firstName, athlete.lastName].filter(Boolean).join(' ') || 'Athlete',
      customerName: guardian.athleteName,
      userId: forAthleteId,
      customerOwnerId: user.sub,
    },
  };
}
