import { CONTENT_PREFIXES } from './content-prefixes';
import type { DomainFunctions } from './domain';

const { courseContent } = CONTENT_PREFIXES;

/** The Course Packet: who may open it, its lessons, progress, releases and files. */
export const course = {
  domain: 'course',
  routes: {
    'course/download-asset': { table: 'write', content: { read: [courseContent] } },
    'course/get-course-release': { table: 'read' },
    // The course player (docs/course-player.md): links are logged like downloads; progress is written to her collection.
    // The course's reply signs each captioned video's captions and transcript links (read).
    'course/get-course': { table: 'read', content: { read: [courseContent] } },
    'course/get-lesson-link': { table: 'write', content: { read: [courseContent] } },
    'course/save-progress': { table: 'write' },
    // Her certificate (certificate-repo.ts): issued by the first read once she completed the course.
    'course/get-certificate': { table: 'write' },
    'course/get-certificate-pdf': { table: 'write' },
    'course/update-certificate': { table: 'write' },
    'course/withdraw-certificate': { table: 'write' },
    'course/verify-certificate': { table: 'read' },
    'course/admin/list-assets': { table: 'read' },
    // A lesson of the course follows its asset's Active toggle (course-repo.ts).
    'course/admin/update-asset': { table: 'write' },
    'course/admin/get-admin-course': { table: 'read' },
    'course/admin/set-module-lessons': { table: 'write' },
    // A module released now is e-mailed to the athletes who hold the course (course-release.ts).
    'course/admin/release-module': { table: 'write', mail: true },
    // A video's captions: a PUT tagged pending, then read back, checked, the transcript written beside, re-tagged or deleted.
    'course/admin/create-captions-upload-url': { table: 'read', content: { write: [courseContent], tag: [courseContent] } },
    'course/admin/confirm-captions': {
      table: 'write',
      content: { read: [courseContent], write: [courseContent], delete: [courseContent], tag: [courseContent] },
    },
  },
  jobs: {
    'announce-course-releases': {
      description: 'E-mails a course module released on a date once the date has come, each athlete once; every 10 minutes',
      schedule: { minute: '0/10', hour: '*' },
      // Reads the course and the accounts, claims each athlete's notice, sends the e-mail.
      access: { table: 'write', mail: true },
    },
  },
} as const satisfies DomainFunctions<'course'>;
