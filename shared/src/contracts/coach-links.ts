import * as z from '../zod';
import { timestampSchema } from './common';

/** One of her coach links (docs/recruiting-workspace.md#coach-links): a /p/<token> address made for one school, and how often it was opened. */
export const coachLinkSchema = z.object({
  schoolId: z.string(),
  schoolName: z.string(),
  /** '/p/<token>'. */
  path: z.string(),
  createdAt: timestampSchema,
  /** Page views by people (not bots, not her own), counted on the server. */
  opens: z.number(),
  lastOpenedAt: z.nullable(timestampSchema),
});
export type CoachLink = z.infer<typeof coachLinkSchema>;

/** POST /api/schools/{id}/share: her coach link for that school (201 made now, 200 the one she already had). */
export const coachLinkReplySchema = z.object({ link: coachLinkSchema });
export type CoachLinkReply = z.infer<typeof coachLinkReplySchema>;

/** GET /api/profile/shares: every coach link she has. */
export const coachLinkListReplySchema = z.object({ links: z.array(coachLinkSchema) });
export type CoachLinkListReply = z.infer<typeof coachLinkListReplySchema>;
