import * as z from '../zod';

/** GET /api/account/export: everything stored about the athlete, grouped by record type. */
export const accountExportReplySchema = z.object({
  exportedAt: z.iso.datetime({ offset: true }),
  profile: z.record(z.string(), z.unknown()),
  records: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type AccountExport = z.infer<typeof accountExportReplySchema>;

/** DELETE /api/account: the password confirms it is really her. */
export const deleteAccountBodySchema = z.object({
  password: z.string({ error: 'Password is required' }).check(z.minLength(1, 'Password is required'), z.maxLength(256)),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;
