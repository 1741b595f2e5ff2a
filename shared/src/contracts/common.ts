import { z } from 'zod';

/** Every error reply: `{ "message": ... }`, plus the failing fields for a bad input. */
export const errorReplySchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

export const messageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;

export const successReplySchema = z.object({ success: z.literal(true), message: z.string().optional() });
export type SuccessReply = z.infer<typeof successReplySchema>;

/** Admin listings page newest first: `?limit=50&cursor=...`. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().min(1).max(2048).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageReplySchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().optional() });

/** Identifiers we generate (UUIDs) or receive in a path. */
export const idSchema = z.string().trim().min(1).max(128).regex(/^[\w-]+$/, 'Invalid id');

/** ISO-8601 timestamps as stored. */
export const timestampSchema = z.iso.datetime({ offset: true });

/** Dollar amounts as the SPEC shows them on the wire: whole or cent-precise numbers of dollars. */
export const dollarsSchema = z.number().nonnegative().max(100_000);
