import { athleteActionReplySchema } from '@herway/shared/contracts/admin-athletes';
import { randomUUID } from 'node:crypto';
import type { AthleteActionReply } from '@herway/shared/contracts/admin-athletes';
import { saveNotesBodySchema, saveNotesPathSchema } from '@herway/shared/contracts/mentor-notes';
import { readAthlete } from '../../athlete-page';
import { auditActorOf } from '../../../accounts/store/audit-repo';
import { getBooking } from '../../../bookings/store/booking-repo';
import type { BookingRecord } from '../../../bookings/store/booking-repo';
import { readSessionNotes, writeSessionNotes } from '../../../bookings/store/mentor-notes-repo';
import { getProfile } from '../../../accounts/store/user-repo';
import { sendEmail } from '../../../mail/email';
import { config, siteOrigins } from '../../../kernel/config';
import { badRequest, conflict, notFound } from '../../../kernel/http-errors';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { logger } from '../../../kernel/logger';
import { auditEntry } from '../../../accounts/audit';
import { notesAuditSnapshot, notesRefusal, planNotesSave } from '../../../bookings/mentor-notes';
import type { StoredActionItem } from '../../../bookings/store/mentor-notes-repo';
import { mentorNotesEmail } from '../../../bookings/session-emails';

const NO_BOOKING = 'This athlete has no such booking.';
const SAVED_BY_ANOTHER =
  'Another admin saved notes on this session while you were writing, so yours were not saved. Reload the page to see theirs, then add yours.';

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

const SAVED_AND = {
  sent: 'Notes saved; she was e-mailed',
  suppressed: 'Notes saved, but she was not e-mailed: her address bounced or she marked our e-mail as spam (see Needs Attention)',
  failed: 'Notes saved, but the e-mail to her could not be sent',
} as const;

async function replyWith(userId: string, message: string): Promise<AthleteActionReply> {
  const athlete = await readAthlete(userId);
  if (!athlete) throw notFound('No athlete has this id.');
  return { message, athlete };
}

/** The same save sent again (a retry) is answered as saved, with no second write or e-mail; another admin's save is a 409. */
async function answerStale(userId: string, bookingId: string, requestId: string): Promise<AthleteActionReply> {
  const stored = await readSessionNotes(userId, bookingId);
  if (stored?.notes.lastRequestId === requestId) return replyWith(userId, 'Notes saved');
  throw conflict(SAVED_BY_ANOTHER);
}

/**
 * POST /api/admin/bookings/{userId}/{bookingId}/notes (admin) `{ notes, actionItems, version, requestId }`:
 * the session's notes and action items as the admin wants them (items kept by id, new ones added,
 * those left out removed), written only over the version she saw, audited in the same transaction.
 * A save that adds notes text or an action item e-mails the athlete once.
 */
export const handler = adminHttpHandler(
  'admin/admin/save-session-notes',
  { path: saveNotesPathSchema, body: saveNotesBodySchema, reply: athleteActionReplySchema },
  async ({ path, body, user }) => {
    const now = new Date();
    const booking = await getBooking(path.userId, path.bookingId);
    if (!booking) throw notFound(NO_BOOKING);
    const refusal = notesRefusal(booking, now);
    if (refusal) throw conflict(refusal);
    const current = await readSessionNotes(path.userId, path.bookingId);
    if ((current?.notes.version ?? 0) !== body.version) return answerStale(path.userId, path.bookingId, body.requestId);
    const save = planNotesSave(current, path, body, now.toISOString(), randomUUID);
    if ('refused' in save) throw badRequest(save.refused);
    const audit = auditEntry(
      await auditActorOf(user),
      {
        action: 'booking.notes',
        targetType: 'booking',
        targetId: `${path.userId}/${path.bookingId}`,
        before: notesAuditSnapshot(current?.notes, current?.items ?? []),
        after: notesAuditSnapshot(save.notes, [...save.kept, ...save.added]),
      },
      now,
    );
    const outcome = await writeSessionNotes(save, body.version, now.toISOString(), audit);
    if (outcome === 'changed-meanwhile') return answerStale(path.userId, path.bookingId, body.requestId);
    if (outcome === 'booking-refused') {
      const latest = await getBooking(path.userId, path.bookingId);
      throw latest ? conflict(notesRefusal(latest, now) ?? 'This session changed meanwhile: reload the page.') : notFound(NO_BOOKING);
    }
    if (!save.addsNotes) return replyWith(path.userId, 'Notes saved');
    return replyWith(path.userId, SAVED_AND[await emailHer(booking, [...save.kept, ...save.added])]);
  },
);
