import { customerInfoSchema, type CustomerInfo } from '@herway/shared/contracts/payments';

export type CustomerInfoField = keyof CustomerInfo;
export type CustomerInfoErrors = Partial<Record<CustomerInfoField, string>>;

export const REQUIRED_MESSAGE = 'Please fill in all required fields.';
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

export type CustomerInfoCheck =
  | { ok: true; info: CustomerInfo }
  /** 'Information Required' or 'Invalid Email', with the fields to mark. */
  | { ok: false; title: 'Information Required' | 'Invalid Email'; description: string; errors: CustomerInfoErrors };

/** The checkout's details, with the API's own schema: all three required, e-mail of a simple pattern. */
export function checkCustomerInfo(input: CustomerInfo): CustomerInfoCheck {
  const missing = (Object.keys(input) as CustomerInfoField[]).filter((field) => input[field].trim() === '');
  if (missing.length > 0) {
    return {
      ok: false,
      title: 'Information Required',
      description: REQUIRED_MESSAGE,
      errors: Object.fromEntries(missing.map((field) => [field, 'This field is required.'])),
    };
  }
  const parsed = customerInfoSchema.safeParse(input);
  if (parsed.success) return { ok: true, info: parsed.data };
  const emailProblem = parsed.error.issues.some((issue) => issue.path[0] === 'email');
  if (emailProblem) return { ok: false, title: 'Invalid Email', description: INVALID_EMAIL_MESSAGE, errors: { email: INVALID_EMAIL_MESSAGE } };
  const field = parsed.error.issues[0]?.path[0] as CustomerInfoField | undefined;
  return { ok: false, title: 'Information Required', description: REQUIRED_MESSAGE, errors: field ? { [field]: 'This is too long.' } : {} };
}
