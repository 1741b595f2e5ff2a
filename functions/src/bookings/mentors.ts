import { sampleMentors } from '@herway/shared/catalog/mentors';
import type { CreateMentorBody, PublicMentor, UpdateMentorBody } from '@herway/shared/contracts/mentors';
import type { MentorRecord } from './store/mentor-repo';

// Mentors as data (docs/decisions/mentors-are-data.md): their ids, initials, the rule for a real scheduling link, and what
// the site shows. Pure.

/** Every paid session is 60 minutes with either mentor. */
export const SESSION_MINUTES = 60;

/** 'Maya Reynolds' → 'maya-reynolds' (accents dropped); her id for good. */
export function mentorIdOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
  return slug || 'mentor';
}

/** 'Maya Reynolds' → 'MR'; one name → its first two letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]?.[0], words.at(-1)?.[0]] : [words[0]?.[0], words[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

const sampleLinks = new Set(sampleMentors.map((mentor) => mentor.schedulingUrl.toLowerCase()));
const CALENDLY_EVENT = /^https:\/\/calendly\.com\/[\w-]+\/[\w-]+\/?$/i;

/**
 * Why a scheduling link cannot go before families on this stage, or undefined when it can. On
 * prod it must be a Calendly event link (calendly.com/<her page>/<event>) that is not a sample's;
 * elsewhere any https link will do (local and dev book through the local scheduler or a sample).
 */
export function schedulingLinkProblem(url: string, stage: string): string | undefined {
  if (stage !== 'prod') return undefined;
  const bare = url.split(/[?#]/)[0] ?? url;
  if (sampleLinks.has(bare.toLowerCase().replace(/\/+$/, '')))
    return 'This is a sample scheduling link: enter her own Calendly link before she goes on the site.';
  if (!CALENDLY_EVENT.test(bare)) return 'Enter her Calendly event link, like https://calendly.com/her-name/60min.';
  return undefined;
}

/** A new mentor from the admin's form, placed after the others. */
export function newMentorRecord(body: CreateMentorBody & { active: boolean }, position: number, now: string, id = mentorIdOf(body.name)): MentorRecord {
  return {
    id,
    name: body.name,
    initials: initialsOf(body.name),
    sport: body.sport,
    school: body.school,
    specialty: body.specialty,
    bio: body.bio,
    sessionMinutes: SESSION_MINUTES,
    schedulingUrl: body.schedulingUrl,
    active: body.active,
    position,
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** The mentor after the admin's changes (her id never changes; her initials follow her name). */
export function changedMentor(record: MentorRecord, body: UpdateMentorBody, now: string): MentorRecord {
  const { photoKey, ...fields } = body;
  const next: MentorRecord = { ...record, ...(fields as Partial<MentorRecord>), version: record.version + 1, updatedAt: now };
  if (body.name) next.initials = initialsOf(body.name);
  if (photoKey === null) delete next.photoKey;
  else if (photoKey) next.photoKey = photoKey;
  return next;
}

export function toPublicMentor(record: MentorRecord, photoUrl: string | null): PublicMentor {
  const { id, name, initials, sport, school, specialty, bio, sessionMinutes, schedulingUrl } = record;
  return { id, name, initials, sport, school, specialty, bio, sessionMinutes, schedulingUrl, photoUrl };
}

/** The mentor a scheduling link belongs to (query string and trailing slash ignored). */
export function mentorBySchedulingUrl<T extends Pick<MentorRecord, 'schedulingUrl'>>(mentors: readonly T[], url: string): T | undefined {
  const normalize = (value: string) => value.split(/[?#]/)[0]?.replace(/\/+$/, '').toLowerCase();
  const target = normalize(url);
  return mentors.find((mentor) => normalize(mentor.schedulingUrl) === target);
}

/** The sample mentors as records, on the site (the local and dev seeds: shared/catalog/mentors.ts). */
export function sampleMentorRecords(now: string): MentorRecord[] {
  return sampleMentors.map((sample, position) => newMentorRecord({ ...sample, active: true }, position, now));
}
