import type { ContactConsent, ProfileReply, RecruitingProfileFields } from '@herway/shared/contracts/recruiting';
import { guardianIdsOf, linkBetween, profilesOf } from '../family/store/family-repo';
import { NotFound } from '../kernel/domain-errors';
import { contactConsentOf, profileReply } from './recruiting';
import type { RecruitingRecord } from './store/recruiting-repo';
import {
  getRecruitingProfileAndFamily,
  revokeRecruitingShare,
  saveRecruitingProfile,
  setGuardianConsent,
  setWorkspaceFamilyShared,
  shareRecruitingProfile,
} from './store/recruiting-repo';

// Her recruiting profile's page answers, with what her family holds of it (docs/family.md): while a
// parent or guardian is linked, the contact agreement is theirs to give and her form cannot change it.

const hasLinkedGuardian = async (sub: string) => (await guardianIdsOf(sub)).length > 0;

async function answer(sub: string, record: Promise<RecruitingRecord>): Promise<ProfileReply> {
  const [stored, held] = await Promise.all([record, hasLinkedGuardian(sub)]);
  return profileReply(stored, held);
}

/** GET /api/profile's answer: ONE request (her item and her family count together). */
export async function readProfilePage(sub: string): Promise<ProfileReply> {
  const { record, guardianCount } = await getRecruitingProfileAndFamily(sub);
  return profileReply(record, guardianCount > 0);
}
export const shareProfilePage = (sub: string, now: string) => answer(sub, shareRecruitingProfile(sub, now));
export const revokeProfilePage = async (sub: string) => {
  await revokeRecruitingShare(sub);
  return readProfilePage(sub);
};
export const shareWorkspaceWithFamily = (sub: string, shared: boolean) => answer(sub, setWorkspaceFamilyShared(sub, shared));

/** Saves her profile; the contact agreement is kept as stored while a guardian is linked. */
export async function saveProfilePage(sub: string, fields: RecruitingProfileFields, now: string): Promise<ProfileReply> {
  const held = await hasLinkedGuardian(sub);
  return profileReply(await saveRecruitingProfile(sub, fields, now, held), held);
}

export const NOT_LINKED = "We couldn't find that athlete among your family links.";

/** A linked guardian gives or withdraws the contact agreement for her athlete; another athlete is NotFound. */
export async function giveContactConsent(guardianId: string, athleteId: string, consent: boolean, now: string): Promise<ContactConsent> {
  const [link, people] = await Promise.all([linkBetween(guardianId, athleteId), profilesOf([guardianId])]);
  if (!link) throw new NotFound(NOT_LINKED);
  const guardian = people.get(guardianId);
  const name = [guardian?.firstName, guardian?.lastName].filter(Boolean).join(' ') || guardian?.email || 'Her parent or guardian';
  return contactConsentOf(await setGuardianConsent(athleteId, consent, name, now));
}
