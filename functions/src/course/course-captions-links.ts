import type { CourseReply } from '@herway/shared/contracts/course';
import { presignDownload, presignInline } from '../content/download-links';
import { LESSON_LINK_SECONDS } from './course';
import type { CourseRecord } from './store/course-repo';

/** The transcript's file name: the lesson's title without its extension, as .txt. */
export function transcriptFileName(title: string): string {
  const base = title.replace(/\.[^.]+$/, '').trim() || 'Lesson';
  return `${base} - transcript.txt`;
}

/**
 * Adds each captioned video lesson's captions and transcript links (20 minutes, as the video's
 * own). Only the lessons the player lists get links, so the same rules hold as for the video: an
 * open entitlement (checked before) and a released module.
 */
export async function withCaptionLinks(reply: CourseReply, course: CourseRecord): Promise<CourseReply> {
  const records = new Map(course.lessons.map((lesson) => [lesson.assetId, lesson]));
  const modules = await Promise.all(
    reply.modules.map(async (module) => ({
      ...module,
      lessons: await Promise.all(
        module.lessons.map(async (lesson) => {
          const captions = records.get(lesson.assetId)?.captions;
          if (lesson.contentType !== 'video' || !captions) return lesson;
          const fileName = transcriptFileName(lesson.title);
          const [captionsUrl, transcriptUrl] = await Promise.all([
            presignInline({ key: captions.key, contentType: 'text/vtt; charset=utf-8', expiresInSeconds: LESSON_LINK_SECONDS }),
            presignDownload({ key: captions.transcriptKey, fileName, contentType: 'text/plain; charset=utf-8', expiresInSeconds: LESSON_LINK_SECONDS }),
          ]);
          return { ...lesson, captions: { url: captionsUrl }, transcript: { url: transcriptUrl, fileName } };
        }),
      ),
    })),
  );
  return { ...reply, modules };
}
