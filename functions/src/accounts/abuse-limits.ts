import { isIPv6 } from 'node:net';
import { giveBackRateLimitSlot, takeRateLimitSlot } from './store/rate-limit-repo';
import { config } from '../kernel/config';
import { InvalidInput, NotSignedIn, TooManyAttempts } from '../kernel/domain-errors';

// Limits on what people abuse (guessing passwords, reset codes and discount codes, e-mail bombing,
// mass sign-ups, card testing with small payments), per network and per account. WAF's rate rules
// in front of CloudFront (infra/constructs/web-firewall.ts) stop floods; these stop the slow,
// targeted kind, on the local stack too. A refusal is TooManyAttempts with the wait and a clear message (a 429 with Retry-After).

export interface AbuseLimit {
  scope: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

const MINUTE = 60;
const HOUR = 3600;
const WAIT = 'Please wait a few minutes and try again.';

export const abuseLimits = {
  // Failed sign-ins only: a family signing in and out all day is never stopped.
  loginFailuresNetwork: { scope: 'login-fail-ip', limit: 30, windowSeconds: 15 * MINUTE, message: `Too many failed sign-ins from your network. ${WAIT}` },
  loginFailuresAccount: { scope: 'login-fail-account', limit: 10, windowSeconds: 15 * MINUTE, message: `Too many failed sign-ins for this account. ${WAIT}` },
  // Wrong TOTP codes after a right password (second-factor.ts caps each sign-in at 5 besides).
  secondFactorFailuresNetwork: { scope: 'mfa-fail-ip', limit: 20, windowSeconds: 15 * MINUTE, message: `Too many wrong codes from your network. ${WAIT}` },
  // Per admin, over all her sign-ins: a new password step does not give a guesser 5 fresh codes.
  secondFactorFailuresAccount: {
    scope: 'mfa-fail-account',
    limit: 10,
    windowSeconds: 15 * MINUTE,
    message: `Too many wrong codes for this account. ${WAIT}`,
  },
  resetRequestNetwork: { scope: 'reset-request-ip', limit: 10, windowSeconds: HOUR, message: `Too many reset requests from your network. ${WAIT}` },
  resetRequestAccount: {
    scope: 'reset-request-account',
    limit: 3,
    windowSeconds: HOUR,
    message: 'We already sent several codes to this address in the last hour. Check your inbox (and spam folder), or try again later.',
  },
  resetCodeFailuresNetwork: { scope: 'reset-fail-ip', limit: 20, windowSeconds: HOUR, message: `Too many wrong reset codes from your network. ${WAIT}` },
  resetCodeFailuresAccount: {
    scope: 'reset-fail-account',
    limit: 5,
    windowSeconds: 15 * MINUTE,
    message: 'Too many wrong codes for this account. Ask for a new code in a few minutes.',
  },
  // Each family invitation is an e-mail to an address she typed: a day's worth for any family.
  familyInvites: {
    scope: 'family-invite-account',
    limit: 10,
    windowSeconds: 24 * HOUR,
    message: "You've sent several invitations today. Please wait until tomorrow before sending more.",
  },
  // Her own action items (her timeline's steps, coach-link follow-ups): far more than a day's planning.
  ownActionItems: {
    scope: 'own-action-item-account',
    limit: 50,
    windowSeconds: 24 * HOUR,
    message: "You've added many action items today. Please wait until tomorrow before adding more.",
  },
  // A team registering together at a clinic shares one network.
  registerNetwork: {
    scope: 'register-ip',
    limit: 20,
    windowSeconds: HOUR,
    message: 'Too many new accounts from your network in the last hour. Please try again later, or contact us.',
  },
  contactNetwork: {
    scope: 'contact-ip',
    limit: 10,
    windowSeconds: HOUR,
    message: "You've sent several messages in the last hour. We've got them and will reply within 24 hours; please wait before sending another.",
  },
  contactAddress: {
    scope: 'contact-email',
    limit: 3,
    windowSeconds: HOUR,
    message: "You've sent several messages in the last hour. We've got them and will reply within 24 hours; please wait before sending another.",
  },
  // Codes that do not exist only: a family checking its real code again is never stopped.
  discountGuessesNetwork: {
    scope: 'discount-guess-ip',
    limit: 20,
    windowSeconds: 10 * MINUTE,
    message: `Too many discount codes tried that don't exist. ${WAIT}`,
  },
  // Open-amount payments opened without an account: card testing uses many small ones.
  openPaymentNetwork: {
    scope: 'open-payment-ip',
    limit: 10,
    windowSeconds: HOUR,
    message: 'Too many payments started from your network in the last hour. Please try again later, or contact us.',
  },
} as const satisfies Record<string, AbuseLimit>;

/**
 * The network an address is counted under: an IPv4 address itself, an IPv6 address's /64 (one
 * household or phone gets a whole /64, so a fresh address inside it is not a fresh quota).
 */
export function networkOf(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  if (tailGroups.at(-1)?.includes('.')) tailGroups.splice(-1, 1, '0', '0'); // an embedded IPv4 tail
  const groups = ip.includes('::') ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups] : headGroups;
  const prefix = groups.slice(0, 4).map((group) => (Number.parseInt(group || '0', 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}

/** A limit as this stage applies it: per-network limits raised on a test stack (config NETWORK_LIMIT_FACTOR). */
function limitOf(limit: AbuseLimit): number {
  return limit.scope.endsWith('-ip') ? limit.limit * config().NETWORK_LIMIT_FACTOR : limit.limit;
}

/** Takes one use of each limit for its subject; throws the first refusal as TooManyAttempts with its wait. */
export async function enforceLimits(uses: readonly { limit: AbuseLimit; subject: string }[], now = Date.now()): Promise<void> {
  for (const { limit, subject } of uses) {
    const answer = await takeRateLimitSlot({ scope: limit.scope, subject, limit: limitOf(limit), windowSeconds: limit.windowSeconds }, now);
    if (!answer.allowed) throw new TooManyAttempts(limit.message, answer.retryAfterSeconds);
  }
}

export type LimitUse = { limit: AbuseLimit; subject: string };

/** The slots one attempt holds, until it is known whether it failed. */
export interface AttemptSlots {
  /** Gives them back: the attempt succeeded (a success is never counted), or was not made. */
  giveBack(): Promise<void>;
}

const ruleOf = ({ limit, subject }: LimitUse) => ({ scope: limit.scope, subject, limit: limitOf(limit), windowSeconds: limit.windowSeconds });

async function giveBackSlots(uses: readonly LimitUse[], now: number): Promise<void> {
  await Promise.all(uses.map((use) => giveBackRateLimitSlot(ruleOf(use), now)));
}

/**
 * For limits on failures (wrong passwords, wrong codes): the attempt takes one slot of each limit
 * BEFORE it is checked, with a conditional ADD that refuses past the limit, so attempts sent at
 * the same moment each need a slot of their own and a burst cannot pass the limit. Refused by one
 * limit: the slots already taken are given back and TooManyAttempts is thrown with the wait.
 */
export async function takeAttemptSlots(uses: readonly LimitUse[], now = Date.now()): Promise<AttemptSlots> {
  const taken: LimitUse[] = [];
  for (const use of uses) {
    const answer = await takeRateLimitSlot(ruleOf(use), now);
    if (!answer.allowed) {
      await giveBackSlots(taken, now);
      throw new TooManyAttempts(use.limit.message, answer.retryAfterSeconds);
    }
    taken.push(use);
  }
  return { giveBack: () => giveBackSlots(taken, now) };
}

/**
 * Runs `attempt` holding a slot of each failure limit (taken first: {@link takeAttemptSlots}). A
 * failure (`isFailure`) keeps its slots: it is counted. A success, or an error that is no failure
 * (a provider down), gives them back.
 */
export async function limitFailures<T>(
  uses: readonly LimitUse[],
  attempt: () => Promise<T>,
  isFailure: (error: unknown) => boolean,
  now = Date.now(),
): Promise<T> {
  const slots = await takeAttemptSlots(uses, now);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (!isFailure(error)) await slots.giveBack();
    throw error;
  }
  await slots.giveBack();
  return result;
}

/** A sign-in Cognito refused (wrong e-mail or password): what the login limits count. */
export const isRefusedSignIn = (error: unknown) => error instanceof NotSignedIn;

/** A reset code refused (wrong or expired): what the reset-code limits count. */
export const isRefusedCode = (error: unknown) => error instanceof InvalidInput;

/** The failed sign-in limits of an e-mail address and the network it is tried from. */
export function loginFailureLimits(email: string, clientIp: string): LimitUse[] {
  return [
    { limit: abuseLimits.loginFailuresNetwork, subject: networkOf(clientIp) },
    { limit: abuseLimits.loginFailuresAccount, subject: email },
  ];
}
