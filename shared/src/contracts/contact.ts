import * as z from '../zod';

export const contactInterestTypes = ['Free Consultation', 'Mentorship Program', 'Course Packet', 'General Question'] as const;
export const contactInterestTypeSchema = z.enum(contactInterestTypes, { error: 'Please select your interest' });
export type ContactInterestType = z.infer<typeof contactInterestTypeSchema>;

/** POST /api/contact — the form and the handler validate with this one schema and its messages. */
export const contactFormSchema = z.object({
  firstName: z
    .string({ error: 'First name is required' })
    .check(z.trim(), z.minLength(1, 'First name is required'), z.maxLength(100, 'First name is too long')),
  lastName: z.string({ error: 'Last name is required' }).check(z.trim(), z.minLength(1, 'Last name is required'), z.maxLength(100, 'Last name is too long')),
  email: z.pipe(z.string({ error: 'Invalid email address' }).check(z.trim(), z.maxLength(254, 'Invalid email address')), z.email('Invalid email address')),
  sport: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(100, 'Sport is too long'))),
    z.transform((sport) => (sport ? sport : undefined)),
  ),
  interestType: contactInterestTypeSchema,
  message: z
    .string({ error: 'Message must be at least 10 characters' })
    .check(z.trim(), z.minLength(10, 'Message must be at least 10 characters'), z.maxLength(5000, 'Message is too long (5000 characters at most)')),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.optional(z.string().check(z.maxLength(500))),
});
export type ContactForm = z.input<typeof contactFormSchema>;
export type ContactSubmission = z.output<typeof contactFormSchema>;

export const contactReplySchema = z.object({ success: z.literal(true), message: z.string() });
export type ContactReply = z.infer<typeof contactReplySchema>;
