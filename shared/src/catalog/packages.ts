// The four mentorship marketing cards shown on /mentorship (docs/decisions/one-catalog-one-price.md).
// These cards govern the price: what a family sees here is what the server charges.
import { formatUsd } from '../format';

// Data and plain types only: the pages read the cards without loading Zod. The schemas are in
// ./packages-schema.

export const packageKeys = ['free_consultation', 'starter', 'growth', 'elite'] as const;
export type PackageKey = (typeof packageKeys)[number];

/** The packages that can be bought through checkout (the free consultation goes to /contact). */
export const paidPackageKeys = ['starter', 'growth', 'elite'] as const;
export type PaidPackageKey = (typeof paidPackageKeys)[number];

export const FREE_CONSULTATION_MINUTES = 45;
export const PAID_SESSION_MINUTES = 60;

export interface PackageFeature {
  text: string;
  included: boolean;
}

export interface MentorshipPackage {
  key: PackageKey;
  title: string;
  /** Price of one session in cents. */
  pricePerSessionCents: number;
  /** Number of sessions in the package. */
  sessions: number;
  /** Total price in cents (= sessions × pricePerSessionCents). */
  priceCents: number;
  /** Length of each session in minutes. */
  sessionMinutes: number;
  subtitle: string;
  /** States the session count and the total: '5 sessions • $400 total' ('1 session • Free'). */
  description: string;
  features: PackageFeature[];
  buttonText: string;
  highlighted: boolean;
  badge?: string | undefined;
  /** True when buying the package also grants the Complete Course Packet. */
  includesCoursePacket: boolean;
}

/** '5 sessions • $400 total'; a free package reads '1 session • Free'. */
export function describePackage(sessions: number, priceCents: number): string {
  const count = `${sessions} ${sessions === 1 ? 'session' : 'sessions'}`;
  return priceCents === 0 ? `${count} • Free` : `${count} • ${formatUsd(priceCents)} total`;
}

/**
 * Reads the session count and the total back from a package description (the
 * checkout only proceeds when both are above 0). Prefer the typed `sessions` and `priceCents`
 * fields; this exists for code that only has the description text.
 */
export function parsePackageDescription(description: string): { sessions: number; priceCents: number } | undefined {
  const match = /(\d+)\s+sessions?\b.*?\$([\d,]+(?:\.\d{2})?)\s+total/i.exec(description);
  if (!match?.[1] || !match[2]) return undefined;
  const [dollars = '0', cents = '0'] = match[2].replaceAll(',', '').split('.');
  return {
    sessions: Number.parseInt(match[1], 10),
    priceCents: Number.parseInt(dollars, 10) * 100 + Number.parseInt(cents.padEnd(2, '0'), 10),
  };
}

function definePackage(card: Omit<MentorshipPackage, 'priceCents' | 'description'>): MentorshipPackage {
  const priceCents = card.sessions * card.pricePerSessionCents;
  return { ...card, priceCents, description: describePackage(card.sessions, priceCents) };
}

const feature = (text: string, included = true): PackageFeature => ({ text, included });

export const freeConsultation = definePackage({
  key: 'free_consultation',
  title: 'Free Consultation',
  pricePerSessionCents: 0,
  sessions: 1,
  sessionMinutes: FREE_CONSULTATION_MINUTES,
  subtitle: 'Meet us and map out your next steps',
  features: [
    feature('45-minute video call with a college athlete'),
    feature('Honest assessment of where you are in the process'),
    feature('Personalized next steps you can start on today'),
    feature('Answers to your and your parents’ questions'),
    feature('Athletic resume and highlight video review', false),
    feature('Complete Course Packet ($150 value)', false),
  ],
  buttonText: 'Book Free Consultation',
  highlighted: false,
  includesCoursePacket: false,
});

export const starterPackage = definePackage({
  key: 'starter',
  title: 'Starter',
  pricePerSessionCents: 8000,
  sessions: 5,
  sessionMinutes: PAID_SESSION_MINUTES,
  subtitle: 'Build a strong recruiting foundation',
  features: [
    feature('5 one-on-one 60-minute video sessions'),
    feature('Personalized recruiting timeline'),
    feature('Athletic resume review'),
    feature('Coach email templates and feedback'),
    feature('Highlight video review', false),
    feature('School list and fit strategy', false),
    feature('Complete Course Packet ($150 value)', false),
  ],
  buttonText: 'Choose Starter',
  highlighted: false,
  includesCoursePacket: false,
});

export const growthPackage = definePackage({
  key: 'growth',
  title: 'Growth',
  pricePerSessionCents: 7000,
  sessions: 8,
  sessionMinutes: PAID_SESSION_MINUTES,
  subtitle: 'Get seen by the right college coaches',
  features: [
    feature('8 one-on-one 60-minute video sessions'),
    feature('Personalized recruiting timeline'),
    feature('Athletic resume review'),
    feature('Coach email templates and feedback'),
    feature('Highlight video review'),
    feature('School list and fit strategy'),
    feature('Complete Course Packet ($150 value)', false),
  ],
  buttonText: 'Choose Growth',
  highlighted: false,
  includesCoursePacket: false,
});

export const elitePackage = definePackage({
  key: 'elite',
  title: 'Elite',
  pricePerSessionCents: 6500,
  sessions: 10,
  sessionMinutes: PAID_SESSION_MINUTES,
  subtitle: 'Full support from first email to commitment',
  features: [
    feature('10 one-on-one 60-minute video sessions'),
    feature('Personalized recruiting timeline'),
    feature('Athletic resume review'),
    feature('Coach email templates and feedback'),
    feature('Highlight video review'),
    feature('School list and fit strategy'),
    feature('Campus visit and offer guidance'),
    feature('Complete Course Packet included ($150 value)'),
  ],
  buttonText: 'Choose Elite',
  highlighted: true,
  badge: 'MOST POPULAR',
  includesCoursePacket: true,
});

/** The cards in display order. */
export const mentorshipPackages: readonly MentorshipPackage[] = [freeConsultation, starterPackage, growthPackage, elitePackage];

/** The packages sold through checkout, in display order. */
export const paidPackages: readonly MentorshipPackage[] = mentorshipPackages.filter((p) => isPaidPackageKey(p.key));

const packagesByKey: Readonly<Record<PackageKey, MentorshipPackage>> = {
  free_consultation: freeConsultation,
  starter: starterPackage,
  growth: growthPackage,
  elite: elitePackage,
};

export function isPackageKey(key: unknown): key is PackageKey {
  return (packageKeys as readonly unknown[]).includes(key);
}

export function isPaidPackageKey(key: unknown): key is PaidPackageKey {
  return (paidPackageKeys as readonly unknown[]).includes(key);
}

/** The package for a known key. */
export function getPackage(key: PackageKey): MentorshipPackage {
  return packagesByKey[key];
}

/** The package for any string (e.g. a query parameter), or undefined if there is none. */
export function findPackage(key: string): MentorshipPackage | undefined {
  return isPackageKey(key) ? packagesByKey[key] : undefined;
}
