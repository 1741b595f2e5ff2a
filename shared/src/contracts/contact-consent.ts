import * as z from '../zod';
import { timestampSchema } from './common';

// Its own module, apart from the recruiting contract: the family contract reads only this, and a
// bundle importing a module keeps every schema it builds (~5 KB for the recruiting contract).

/** Whether a parent agreed that coaches may see her contact details on her shared page (docs/family.md). */
export const contactConsentSchema = z.object({
  given: z.boolean(),
  givenAt: z.nullable(timestampSchema),
  /** The linked guardian who gave or withdrew it last; null for her own tick before any guardian was linked. */
  givenBy: z.nullable(z.string()),
});
export type ContactConsent = z.infer<typeof contactConsentSchema>;
