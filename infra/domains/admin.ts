import { CONTENT_PREFIXES } from './content-prefixes';
import type { DomainFunctions } from './domain';

const { exports } = CONTENT_PREFIXES;

/** The founders' operations that compose several domains (docs/admin-athletes-leads-attention.md). */
export const admin = {
  domain: 'admin',
  routes: {
    'admin/admin/list-contacts': { table: 'read' },
    'admin/admin/list-users': { table: 'read' },
    'admin/admin/list-payments': { table: 'read' },
    'admin/admin/get-analytics': { table: 'read' },
    // Records the export in the audit log, writes the CSV to exports/ and signs its download link.
    'admin/admin/export-csv': { table: 'write', content: { read: [exports], write: [exports] } },
    'admin/admin/send-test-email': { table: 'read', mail: true },
    // An athlete's page and the actions on it.
    'admin/admin/get-athlete': { table: 'read' },
    'admin/admin/change-athlete-sessions': { table: 'write' },
    'admin/admin/change-athlete-access': { table: 'write' },
    // Gives the session back and unschedules the booking's reminder e-mails.
    'admin/admin/cancel-booking': { table: 'write', sessionMessages: ['DeleteSchedule'] },
    'admin/admin/mark-booking-no-show': { table: 'write', sessionMessages: ['DeleteSchedule'] },
    // The athlete is e-mailed when her mentor's notes add something (mentor-notes.ts).
    'admin/admin/save-session-notes': { table: 'write', mail: true },
    // Counts the dead-lettered events of each rule (SQS's approximate counts).
    'admin/admin/get-attention': { table: 'read', deadLetterCounts: true },
  },
} as const satisfies DomainFunctions<'admin'>;
