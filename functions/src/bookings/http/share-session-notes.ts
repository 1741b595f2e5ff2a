import { familySharingBodySchema, familySharingReplySchema, sessionSharingPathSchema } from '@herway/shared/contracts/family';
import { httpHandler } from '../../kernel/http-handler';
import { NotFound } from '../../kernel/domain-errors';
import { setNotesShared } from '../store/notes-share-repo';

/**
 * PUT /api/sessions/{id}/family-sharing (athlete): her "share with my parent" switch for one session's
 * mentor notes (off by default); 404 for a session that is not hers.
 */
export const handler = httpHandler(
  { method: 'PUT', path: '/api/sessions/{id}/family-sharing', handler: 'bookings/share-session-notes', auth: 'athlete' },
  { path: sessionSharingPathSchema, body: familySharingBodySchema, reply: familySharingReplySchema },
  async ({ user, path, body }) => {
    const saved = await setNotesShared(user.sub, path.id, body.shared, new Date().toISOString());
    if (!saved) throw new NotFound('Session not found');
    const message = body.shared ? 'Your parents and guardians can now read the notes of this session.' : 'The notes of this session are private again.';
    return { message, shared: body.shared };
  },
);
