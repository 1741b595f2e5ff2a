import { randomUUID } from 'node:crypto';
import type { ActionItemLesson } from '@herway/shared/contracts/mentor-notes';
import type { AuditActor } from '../accounts/store/audit-repo';
import { getProfile } from '../accounts/store/user-repo';
import { auditEntry } from '../accounts/audit';
import { config, siteOrigins } from '../kernel/config';
import { logger } from '../kernel/logger';
import { sendEmail } from '../mail/email';
import { coursePacket } from '@herway/shared/catalog/course';
import { readCourse } from '../course/store/course-repo';
import { notesAuditSnapshot, notesRefusal, planNotesSave } from './mentor-notes';
import type { NotesInput } from './mentor-notes';
import { mentorNotesEmail } from './session-emails';
import { getBooking } from './store/booking-repo';
import type { BookingRecord } from './store/booking-repo';
import { readSessionNotes, writeSessionNotes } from './store/mentor-notes-repo';
import type { StoredActionItem } from './store/mentor-notes-repo';

// Saving a session's notes and action items for an admin (docs/sessions-and-reminders.md): over the
// version she saw, audited in the same transaction, and e-mailed to the athlete when the save adds
// something she should read. mentor-notes.ts plans the change; this runs it.

/** How a save ended: `emailed` only when it added notes or an item (sent, suppressed address, or failed). */
export type NotesSaveOutcome =
  | { state: 'saved'; emailed?: 'sent' | 'suppressed' | 'failed' }
  | { state: 'no-booking' }
  | { state: 'refused'; message: string }
  | { state: 'invalid'; message: string }
  | { state: 'saved-by-another' };

/** Tells her the notes are there; a failed e-mail is logged and does not undo the save. */
async function emailHer(booking: BookingRecord, items: readonly StoredActionItem[]): Promise<'sent' | 'suppressed' | 'failed'> {
  try {
    const profile = await getProfile(booking.userId);
    if (!profile?.email) return 'failed';
    const settings = config();
    const outcome = await sendEmail(
      mentorNotesEmail(booking, items, {
        to: profile.email,
        firstName: profile.firstName,
        siteOrigin: siteOrigins(settings)[0] ?? 'http://localhost:3000',
        supportEmail: settings.SUPPORT_EMAIL,
      }),
    );
    return outcome.status;
  } catch (error) {
    logger.error('The e-mail about her mentor notes could not be sent; the notes are saved', { bookingId: booking.id, error: error as Error });
    return 'failed';
  }
}

/** The course's active lessons an action item may name, by asset id (read only when one names a lesson). */
async function courseLessonsById(): Promise<Map<string, ActionItemLesson>> {
  const course = await readCourse(coursePacket.courseId);
  return new Map(
    course.lessons
      .filter((lesson) => lesson.isActive)
      .map((lesson) => [lesson.assetId, { id: lesson.assetId, title: lesson.title, moduleNumber: lesson.moduleNumber }]),
  );
}

/** The same save sent again (a retry) counts as saved, with no second write or e-mail; another admin's save does not. */
async function staleSave(userId: string, bookingId: string, requestId: string): Promise<NotesSaveOutcome> {
  const stored = await readSessionNotes(userId, bookingId);
  return stored?.notes.lastRequestId === requestId ? { state: 'saved' } : { state: 'saved-by-another' };
}

/**
 * The session's notes and action items as the admin wants them (items kept by id, new ones added,
 * those left out removed), written only over the version she saw. A save that adds notes text or
 * an action item e-mails the athlete once.
 */
export async function saveSessionNotes(
  target: { userId: string; bookingId: string },
  input: NotesInput,
  actor: AuditActor,
  now: Date,
): Promise<NotesSaveOutcome> {
  const booking = await getBooking(target.userId, target.bookingId);
  if (!booking) return { state: 'no-booking' };
  const refusal = notesRefusal(booking, now);
  if (refusal) return { state: 'refused', message: refusal };
  const current = await readSessionNotes(target.userId, target.bookingId);
  if ((current?.notes.version ?? 0) !== input.version) return staleSave(target.userId, target.bookingId, input.requestId);
  const lessons = input.actionItems.some((item) => item.lessonId) ? await courseLessonsById() : new Map<string, ActionItemLesson>();
  const save = planNotesSave(current, target, input, { now: now.toISOString(), newId: randomUUID, lessons });
  if ('refused' in save) return { state: 'invalid', message: save.refused };
  const change = {
    action: 'booking.notes',
    targetType: 'booking',
    targetId: `${target.userId}/${target.bookingId}`,
    before: notesAuditSnapshot(current?.notes, current?.items ?? []),
    after: notesAuditSnapshot(save.notes, [...save.kept, ...save.added]),
  };
  const outcome = await writeSessionNotes(save, input.version, now.toISOString(), auditEntry(actor, change, now));
  if (outcome === 'changed-meanwhile') return staleSave(target.userId, target.bookingId, input.requestId);
  if (outcome === 'booking-refused') {
    const latest = await getBooking(target.userId, target.bookingId);
    if (!latest) return { state: 'no-booking' };
    return { state: 'refused', message: notesRefusal(latest, now) ?? 'This session changed meanwhile: reload the page.' };
  }
  if (!save.addsNotes) return { state: 'saved' };
  return { state: 'saved', emailed: await emailHer(booking, [...save.kept, ...save.added]) };
}
