import * as z from '../zod';

// Its own module, apart from the sign-in contract: the mail and family contracts read only this,
// and a bundle importing a module keeps every schema it builds (~1.7 KB for the sign-in contract).

/** An e-mail address as typed: trimmed, lower-cased, at most 254 characters. */
export const emailSchema = z.pipe(
  z.string({ error: 'Invalid email address' }).check(z.trim(), z.toLowerCase(), z.maxLength(254, 'Invalid email address')),
  z.email('Invalid email address'),
);
