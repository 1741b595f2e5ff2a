import * as z from '@herway/shared/zod';

// The Course Packet's certificate of completion (docs/course-player.md#certificate): hers
// (GET/DELETE /api/course/certificate, its PDF) and the public check of a code (/verify/<code>).

/** A certificate's code: 10 characters of base32 (A-Z, 2-7), about 50 random bits. */
export const CERTIFICATE_CODE_LENGTH = 10;

const isoTime = z.iso.datetime({ offset: true });

/** How her name reads on the certificate (and its PDF): her full name, or her first name and last initial. */
export const certificateNameChoices = ['full', 'initial'] as const;
export type CertificateNameChoice = (typeof certificateNameChoices)[number];

/** GET /api/course/certificate: her certificate, once she has completed every lesson of every module. */
export const certificateReplySchema = z.object({
  code: z.string(),
  courseTitle: z.string(),
  /** When she completed her last lesson. */
  completedAt: isoTime,
  /** Her name as the certificate shows it (nameShown chooses it). */
  displayName: z.string(),
  nameShown: z.enum(certificateNameChoices),
  /** Whether the coach page her share links open shows it, with its verify link. */
  onCoachPage: z.boolean(),
  /** The route answering the certificate as a PDF. */
  pdfPath: z.string(),
  /** The public page that confirms the certificate: /verify/<code>. */
  verifyPath: z.string(),
});
export type CertificateReply = z.infer<typeof certificateReplySchema>;

/** PATCH /api/course/certificate: how her name reads on it, and whether her coach page shows it (either or both). */
export const updateCertificateBodySchema = z
  .object({
    nameShown: z.optional(z.enum(certificateNameChoices, { error: 'Choose your full name or your first name and last initial' })),
    onCoachPage: z.optional(z.boolean({ error: 'Say whether your coach page shows the certificate' })),
  })
  .check(z.refine((body) => body.nameShown !== undefined || body.onCoachPage !== undefined, 'Choose how your name reads or whether your coach page shows it'));
export type UpdateCertificateBody = z.infer<typeof updateCertificateBodySchema>;

/** The {code} of GET /api/certificates/{code}: case does not matter (a code read aloud or typed). */
export const certificatePathSchema = z.object({
  code: z
    .string({ error: 'This certificate code is not complete' })
    .check(z.regex(/^[A-Za-z2-7]{10}$/, 'A certificate code is 10 letters and digits: check the address')),
});

/** GET /api/certificates/{code} (public): only what confirms it, nothing else of her. */
export const publicCertificateReplySchema = z.object({
  firstName: z.string(),
  lastInitial: z.string(),
  courseTitle: z.string(),
  completedAt: isoTime,
});
export type PublicCertificateReply = z.infer<typeof publicCertificateReplySchema>;
