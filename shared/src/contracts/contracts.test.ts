import { describe, expect, it } from 'vitest';
import * as z from '../zod';
import { adminLoginBodySchema, paymentRecordSchema } from './admin';
import { loginBodySchema, registerBodySchema, resetPasswordBodySchema } from './auth';
import { pageQuerySchema } from './common';
import { contactFormSchema } from './contact';
import { confirmUploadBodySchema, contentTypeForMime, uploadUrlBodySchema } from './content';
import { completeSessionPathSchema } from './dashboard';
import {
  createPaymentIntentBodySchema,
  paymentSuccessBodySchema,
  purchaseCourseBodySchema,
  purchaseMentorshipBodySchema,
  validateDiscountBodySchema,
} from './payments';

/** The message of each failing field, as the form shows it. */
function messages(schema: z.core.$ZodType, value: unknown): Record<string, string> {
  const result = z.safeParse(schema, value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const validContact = {
  firstName: 'Ava',
  lastName: 'Lopez',
  email: 'ava@example.com',
  sport: 'Soccer',
  interestType: 'Mentorship Program',
  message: 'I would like to learn about the Growth package.',
};

describe('contact form', () => {
  it('accepts a complete message and drops an empty sport', () => {
    expect(contactFormSchema.parse({ ...validContact, sport: '  ' }).sport).toBeUndefined();
    expect(contactFormSchema.parse(validContact).email).toBe('ava@example.com');
  });

  it('gives the exact messages of the contact form', () => {
    expect(messages(contactFormSchema, { firstName: '', lastName: ' ', email: 'nope', interestType: '', message: 'short' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      interestType: 'Please select your interest',
      message: 'Message must be at least 10 characters',
    });
    expect(messages(contactFormSchema, {})).toMatchObject({ firstName: 'First name is required', interestType: 'Please select your interest' });
  });

  it('accepts only the four interest types', () => {
    expect(messages(contactFormSchema, { ...validContact, interestType: 'Spam' })).toEqual({ interestType: 'Please select your interest' });
  });
});

describe('accounts', () => {
  const registration = {
    email: 'Ava@Example.com',
    firstName: 'Ava',
    lastName: 'Lopez',
    password: 'longenough',
    confirmPassword: 'longenough',
    ageConfirmed: true,
  };

  it('registers with a normalised e-mail', () => {
    expect(registerBodySchema.parse(registration).email).toBe('ava@example.com');
  });

  it('refuses a short password, a mismatch and a missing age confirmation', () => {
    expect(messages(registerBodySchema, { ...registration, password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(messages(registerBodySchema, { ...registration, confirmPassword: 'different1' })).toEqual({ confirmPassword: "Passwords don't match" });
    expect(messages(registerBodySchema, { ...registration, ageConfirmed: false })).toEqual({ ageConfirmed: 'You must be 13 or older to create an account' });
  });

  it('says every problem at once: a mismatch alongside the other fields, not in a second round', () => {
    expect(messages(registerBodySchema, { ...registration, email: 'nope', firstName: '', confirmPassword: 'different1', ageConfirmed: false })).toEqual({
      email: 'Invalid email address',
      firstName: 'First name is required',
      confirmPassword: "Passwords don't match",
      ageConfirmed: 'You must be 13 or older to create an account',
    });
  });

  it('gives the login messages', () => {
    expect(messages(loginBodySchema, { email: 'x', password: '' })).toEqual({ email: 'Invalid email address', password: 'Password is required' });
    expect(messages(adminLoginBodySchema, { email: '', password: '' })).toEqual({
      email: 'Please enter both email and password',
      password: 'Please enter both email and password',
    });
  });

  it('needs the six-digit reset code', () => {
    expect(messages(resetPasswordBodySchema, { email: 'a@b.co', code: '12ab', password: 'longenough', confirmPassword: 'longenough' })).toEqual({
      code: 'Enter the 6-digit code from the e-mail',
    });
  });
});

describe('payments', () => {
  const customerInfo = { name: 'Maria Lopez', athleteName: 'Ava Lopez', email: 'maria@example.com' };

  it('gives the checkout info messages', () => {
    expect(
      messages(createPaymentIntentBodySchema, { acceptedTerms: true, amount: 100, description: 'Custom', customerInfo: { ...customerInfo, name: ' ' } }),
    ).toEqual({
      'customerInfo.name': 'Please fill in all required fields.',
    });
    expect(
      messages(createPaymentIntentBodySchema, { acceptedTerms: true, amount: 100, description: 'Custom', customerInfo: { ...customerInfo, email: 'maria@' } }),
    ).toEqual({
      'customerInfo.email': 'Please enter a valid email address.',
    });
  });

  it('upper-cases discount codes and treats an empty one as none', () => {
    expect(validateDiscountBodySchema.parse({ discountCode: ' athlete20 ', amount: 500 }).discountCode).toBe('ATHLETE20');
    expect(messages(validateDiscountBodySchema, { discountCode: '   ', amount: 500 })).toEqual({ discountCode: 'Please enter a discount code' });
    expect(
      purchaseMentorshipBodySchema.parse({ acceptedTerms: true, amount: 560, packageType: 'growth', totalSessions: 8, discountCode: '' }).discountCode,
    ).toBeUndefined();
  });

  it('accepts only the paid packages and real payment intent ids', () => {
    expect(messages(purchaseMentorshipBodySchema, { acceptedTerms: true, amount: 0, packageType: 'free_consultation', totalSessions: 1 })).toHaveProperty(
      'packageType',
    );
    expect(messages(paymentSuccessBodySchema, { paymentIntentId: 'pi_123<script>' })).toEqual({ paymentIntentId: 'Invalid payment intent id' });
  });

  it('refuses every purchase whose terms box was not ticked, with the sentence the checkbox shows', () => {
    const refusal = { acceptedTerms: 'Please agree to the Terms of Service to complete your purchase.' };
    const course = { amount: 150, courseType: 'full_packet' };
    expect(messages(purchaseCourseBodySchema, course)).toEqual(refusal);
    expect(messages(purchaseCourseBodySchema, { ...course, acceptedTerms: false })).toEqual(refusal);
    expect(messages(purchaseCourseBodySchema, { ...course, acceptedTerms: 'yes' })).toEqual(refusal);
    expect(messages(purchaseMentorshipBodySchema, { amount: 560, packageType: 'growth', totalSessions: 8 })).toEqual(refusal);
    expect(messages(createPaymentIntentBodySchema, { amount: 100, description: 'Custom', customerInfo })).toEqual(refusal);
    expect(purchaseCourseBodySchema.parse({ ...course, acceptedTerms: true }).acceptedTerms).toBe(true);
  });

  it('shows payment amounts as text with cents', () => {
    expect(messages(paymentRecordSchema, { amount: '400' })).toHaveProperty('amount');
  });
});

describe('content', () => {
  it('infers the content type from the MIME type', () => {
    expect(contentTypeForMime('video/quicktime')).toBe('video');
    expect(contentTypeForMime('application/pdf')).toBe('pdf');
    expect(contentTypeForMime('application/msword')).toBe('document');
  });

  it('refuses other file types and sizes over 2 GB', () => {
    expect(messages(uploadUrlBodySchema, { fileName: 'a.exe', contentType: 'application/x-msdownload', courseId: 'course_packet' })).toEqual({
      contentType: 'Accepted types: .pdf, .mp4, .mov, .avi, .doc, .docx',
    });
    expect(messages(uploadUrlBodySchema, { fileName: '', contentType: 'application/pdf', courseId: 'course_packet' })).toEqual({
      fileName: 'Please fill in all required fields and select a file',
    });
    const confirm = {
      assetId: 'a1',
      fileName: 'f',
      originalName: 'f.pdf',
      contentType: 'pdf',
      mimeType: 'application/pdf',
      storagePath: 'x',
      courseId: 'course_packet',
    };
    expect(messages(confirmUploadBodySchema, { ...confirm, fileSize: 3 * 1024 ** 3 })).toHaveProperty('fileSize');
  });
});

describe('paths and paging', () => {
  it('refuses ids that could reach other keys', () => {
    expect(completeSessionPathSchema.safeParse({ id: 'abc-123' }).success).toBe(true);
    expect(completeSessionPathSchema.safeParse({ id: 'USER#other' }).success).toBe(false);
  });

  it('coerces and bounds the page size', () => {
    expect(pageQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(pageQuerySchema.parse({ limit: '20' }).limit).toBe(20);
    expect(pageQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
  });
});

describe('the registration profile picture link', () => {
  const registration = {
    email: 'ava@example.com',
    firstName: 'Ava',
    lastName: 'Lopez',
    password: 'recruit-me-2027',
    confirmPassword: 'recruit-me-2027',
    ageConfirmed: true,
  };

  it('takes an https link and refuses javascript:, data: and plain http ones', () => {
    expect(registerBodySchema.safeParse({ ...registration, profileImageUrl: 'https://images.example.com/ava.jpg' }).success).toBe(true);
    for (const link of ['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'http://images.example.com/ava.jpg', 'JAVASCRIPT:alert(1)']) {
      const result = registerBodySchema.safeParse({ ...registration, profileImageUrl: link });
      expect(result.success, link).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Profile picture link must start with https://');
    }
  });
});
