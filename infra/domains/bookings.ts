import { CONTENT_PREFIXES } from './content-prefixes';
import type { DomainFunctions } from './domain';

const { mentorPhotos } = CONTENT_PREFIXES;

/** Mentors, Calendly bookings, packages' sessions, completing a session, notes and action items, reminders. */
export const bookings = {
  domain: 'bookings',
  routes: {
    // Her "share with my parent" switch of one session's notes.
    'bookings/share-session-notes': { table: 'write' },
    'bookings/list-sessions': { table: 'read' },
    'bookings/complete-session': { table: 'write' },
    'bookings/update-action-item': { table: 'write' },
    'bookings/create-action-item': { table: 'write' },
    // The webhook only verifies and publishes: no table, no API key.
    'bookings/receive-calendly-event': { putEvents: true, secrets: ['CALENDLY_WEBHOOK_SIGNING_KEY'] },
    // Mentors: the photos are presigned GET links (the signer needs the read grant, not the handler's code).
    'bookings/list-mentors': { table: 'read', content: { read: [mentorPhotos] } },
    'bookings/admin/list-mentors': { table: 'read', content: { read: [mentorPhotos] } },
    'bookings/admin/create-mentor': { table: 'write', content: { read: [mentorPhotos] } },
    // Set photos are re-tagged from pending (pending-uploads.ts), so the lifecycle rule keeps them.
    'bookings/admin/update-mentor': { table: 'write', content: { read: [mentorPhotos], delete: [mentorPhotos], tag: [mentorPhotos] } },
    'bookings/admin/create-mentor-photo-url': { table: 'read', content: { write: [mentorPhotos], tag: [mentorPhotos] } },
  },
  consumers: {
    // Opens the booking link's sealed token to find whose booking it is; schedules its reminders; tells her linked family.
    'on-booking-created': { table: 'write', mail: true, secrets: ['BOOKING_LINK_KEY'], sessionMessages: ['CreateSchedule', 'DeleteSchedule'] },
    // Unschedules the cancelled booking's reminders; tells her linked family.
    'on-booking-canceled': { table: 'write', mail: true, sessionMessages: ['DeleteSchedule'] },
  },
  jobs: {
    'send-session-message': {
      description: "E-mails a session's reminder (24 h before) or mark-complete nudge (after), when its schedule fires",
      schedule: 'session-reminders',
      // Reads the booking and her profile, claims the message on the booking, and sends one e-mail.
      access: { table: 'write', mail: true },
    },
    'remind-package-expiry': {
      description: 'E-mails her and her linked family 14 days before a package with sessions left expires, once; daily',
      schedule: { minute: '0', hour: '15' },
      // Reads the expiring packages (GSI1), claims each reminder on the package, reads her profile and family links, sends.
      access: { table: 'write', mail: true },
    },
  },
} as const satisfies DomainFunctions<'bookings'>;
