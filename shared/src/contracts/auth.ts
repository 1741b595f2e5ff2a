import { z } from 'zod';
import { timestampSchema } from './common';

const emailSchema = z.string({ error: 'Invalid email address' }).trim().toLowerCase().max(254, 'Invalid email address').pipe(z.email('Invalid email address'));
export const passwordSchema = z
  .string({ error: 'Password must be at least 8 characters' })
  .min(8, 'Password must be at least 8 characters')
  .max(256, 'Password is too long');

/** POST /api/auth/register (SPEC §5 sign-up; DESIGN §1 "Minors": the athlete confirms she is 13+). */
export const registerBodySchema = z
  .object({
    email: emailSchema,
    firstName: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100),
    lastName: z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100),
    profileImageUrl: z.url().max(2048).optional(),
    password: passwordSchema,
    confirmPassword: z.string({ error: "Passwords don't match" }),
    ageConfirmed: z.literal(true, { error: 'You must be 13 or older to create an account' }),
  })
  .refine((body) => body.password === body.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type RegisterBody = z.input<typeof registerBodySchema>;

/** POST /api/auth/login and POST /api/admin/login share the shape; admin login has its own message. */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** GET /api/auth/user */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.email(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  profileImageUrl: z.string().optional(),
  isAdmin: z.boolean(),
  createdAt: timestampSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const authReplySchema = z.object({ user: currentUserSchema, message: z.string() });
export type AuthReply = z.infer<typeof authReplySchema>;

/** POST /api/auth/forgot-password: always the same answer, whether or not the address is known. */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** POST /api/auth/reset-password with the code Cognito e-mailed. */
export const resetPasswordBodySchema = z
  .object({
    email: emailSchema,
    code: z.string({ error: 'Enter the 6-digit code from the e-mail' }).trim().regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail'),
    password: passwordSchema,
    confirmPassword: z.string({ error: "Passwords don't match" }),
  })
  .refine((body) => body.password === body.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;
