import * as z from '@herway/shared/zod';

// A booked session's e-mail as a schedule carries it (docs/sessions-and-reminders.md): planned by
// bookings/session-reminders.ts, scheduled by bookings/session-schedules.ts, claimed by
// store/booking-messages-repo.ts and sent by bookings/jobs/send-session-message.ts.

export const SESSION_MESSAGE_KINDS = ['reminder', 'nudge'] as const;
export type SessionMessageKind = (typeof SESSION_MESSAGE_KINDS)[number];

/** What a schedule hands the job: which booking, and the start it was made for. */
export const sessionMessageSchema = z.object({
  kind: z.enum(SESSION_MESSAGE_KINDS),
  userId: z.string().check(z.minLength(1), z.maxLength(128)),
  bookingId: z.string().check(z.minLength(1), z.maxLength(256)),
  sessionDate: z.iso.datetime({ offset: true }),
});
export type SessionMessage = z.infer<typeof sessionMessageSchema>;
