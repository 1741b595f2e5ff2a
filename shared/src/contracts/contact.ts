import { z } from 'zod';

export const contactInterestTypes = ['Free Consultation', 'Mentorship Program', 'Course Packet', 'General Question'] as const;
export const contactInterestTypeSchema = z.enum(contactInterestTypes, { error: 'Please select your interest' });
export type ContactInterestType = z.infer<typeof contactInterestTypeSchema>;

/** POST /api/contact — the form and the handler validate with this one schema (SPEC §5 messages). */
export const contactFormSchema = z.object({
  firstName: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100, 'First name is too long'),
  lastName: z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100, 'Last name is too long'),
  email: z.string({ error: 'Invalid email address' }).trim().max(254, 'Invalid email address').pipe(z.email('Invalid email address')),
  sport: z
    .string()
    .trim()
    .max(100, 'Sport is too long')
    .optional()
    .transform((sport) => (sport ? sport : undefined)),
  interestType: contactInterestTypeSchema,
  message: z.string({ error: 'Message must be at least 10 characters' }).trim().min(10, 'Message must be at least 10 characters').max(5000, 'Message is too long (5000 characters at most)'),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().max(500).optional(),
});
export type ContactForm = z.input<typeof contactFormSchema>;
export type ContactSubmission = z.output<typeof contactFormSchema>;

export const contactReplySchema = z.object({ success: z.literal(true), message: z.string() });
export type ContactReply = z.infer<typeof contactReplySchema>;
