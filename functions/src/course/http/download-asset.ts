import { randomUUID } from 'node:crypto';
import { assetPathSchema, contentDownloadReplySchema } from '@herway/shared/contracts/content';
import { recordAccess } from '../store/access-log-repo';
import { readCourseEntitlement } from '../store/entitlement-repo';
import { getAsset } from '../../content/store/asset-repo';
import { readCourse } from '../store/course-repo';
import { presignDownload } from '../../content/download-links';
import { forbidden } from '../../kernel/http-errors';
import { httpHandler } from '../../kernel/http-handler';
import { DOWNLOAD_URL_SECONDS, downloadFileName } from '../../content/content';
import { NO_ACCESS_MESSAGE, entitlementIsOpen } from '../entitlement';
import { lessonAccess } from '../course';

const MAX_USER_AGENT = 512;

/**
 * GET /api/content/{assetId}/download (athlete): a 5-minute link to one course file, only when the
 * asset is active and she holds an active, unexpired entitlement to its course. Anything else is
 * the same 403, with no link: an unknown, inactive or not-hers asset cannot be told apart. A Course
 * Packet file also needs to be a lesson of a released module (docs/course-player.md). Every download is logged
 * (and counted) before the link is handed out.
 */
export const handler = httpHandler(
  { method: 'GET', path: '/api/content/{assetId}/download', handler: 'course/download-asset', auth: 'athlete' },
  { path: assetPathSchema, reply: contentDownloadReplySchema },
  async ({ path, user, clientIp, headers }) => {
    const asset = await getAsset(path.assetId);
    if (!asset?.isActive) throw forbidden(NO_ACCESS_MESSAGE);
    const now = new Date();
    const entitlement = await readCourseEntitlement(user.sub, asset.courseId);
    if (!entitlementIsOpen(entitlement, now)) throw forbidden(NO_ACCESS_MESSAGE);
    if (asset.courseId === 'course_packet' && lessonAccess(await readCourse(asset.courseId), asset.id, now).state !== 'open')
      throw forbidden(NO_ACCESS_MESSAGE);

    await recordAccess({
      id: randomUUID(),
      userId: user.sub,
      assetId: asset.id,
      action: 'download',
      ipAddress: clientIp || null,
      userAgent: headers['user-agent']?.slice(0, MAX_USER_AGENT) ?? null,
      accessedAt: now.toISOString(),
    });
    const filename = downloadFileName(asset.storagePath);
    const downloadUrl = await presignDownload({
      key: asset.storagePath,
      fileName: filename,
      contentType: asset.mimeType,
      expiresInSeconds: DOWNLOAD_URL_SECONDS,
    });
    return { success: true as const, downloadUrl, filename, message: `${asset.fileName} is downloading.` };
  },
);
