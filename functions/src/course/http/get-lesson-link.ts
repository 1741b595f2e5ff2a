import { randomUUID } from 'node:crypto';
import { lessonLinkReplySchema, lessonPathSchema } from '@herway/shared/contracts/course';
import { recordAccess } from '../store/access-log-repo';
import { presignInline } from '../../content/download-links';
import { forbidden, notFound } from '../../kernel/http-errors';
import { httpHandler } from '../../kernel/http-handler';
import { LESSON_LINK_SECONDS } from '../course';
import { UNKNOWN_LESSON, UNRELEASED_LESSON, findOpenLesson } from '../course-lessons';
import { NO_ACCESS_MESSAGE } from '../entitlement';

const MAX_USER_AGENT = 512;

/**
 * GET /api/course/lessons/{assetId}/link (athlete): a 20-minute link that plays a lesson's video in
 * the browser (S3 answers its Range requests, so she can seek) or shows its PDF inline; only for
 * an active lesson of a released module, to an athlete with an open entitlement. Every link is
 * logged (and counted) as a 'view' before it is handed out, like a download.
 */
export const handler = httpHandler(
  { method: 'GET', path: '/api/course/lessons/{assetId}/link', handler: 'course/get-lesson-link', auth: 'athlete' },
  { path: lessonPathSchema, reply: lessonLinkReplySchema },
  async ({ path, user, clientIp, headers }) => {
    const now = new Date();
    const found = await findOpenLesson(user.sub, path.assetId, now);
    if (found.state !== 'open')
      throw found.state === 'unknown' ? notFound(UNKNOWN_LESSON) : forbidden(found.state === 'unreleased' ? UNRELEASED_LESSON : NO_ACCESS_MESSAGE);
    const { lesson } = found;
    await recordAccess({
      id: randomUUID(),
      userId: user.sub,
      assetId: lesson.assetId,
      action: 'view',
      ipAddress: clientIp || null,
      userAgent: headers['user-agent']?.slice(0, MAX_USER_AGENT) ?? null,
      accessedAt: now.toISOString(),
    });
    const url = await presignInline({ key: lesson.storagePath, contentType: lesson.mimeType, expiresInSeconds: LESSON_LINK_SECONDS });
    return { url, expiresInSeconds: LESSON_LINK_SECONDS, contentType: lesson.contentType, mimeType: lesson.mimeType };
  },
);
