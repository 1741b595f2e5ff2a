import * as z from '../zod';

/** Every error reply: `{ "message": ... }`, plus the failing fields for a bad input. */
export const errorReplySchema = z.object({
  message: z.string(),
  issues: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

export const messageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;

export const successReplySchema = z.object({ success: z.literal(true), message: z.optional(z.string()) });
export type SuccessReply = z.infer<typeof successReplySchema>;

/** Admin listings page newest first: `?limit=50&cursor=...`. */
export const pageQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 50),
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageReplySchema = <T extends z.core.$ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.optional(z.string()) });

/** Identifiers we generate (UUIDs) or receive in a path. */
export const idSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(128), z.regex(/^[\w-]+$/, 'Invalid id'));

// Its own module, so that a schema needing only it (current-user.ts) brings nothing else.
export { timestampSchema } from './timestamp';

/** Dollar amounts as the API shows them on the wire: whole or cent-precise numbers of dollars. */
export const dollarsSchema = z.number().check(z.nonnegative(), z.maximum(100_000));
