import { CheckCircle2, ExternalLink } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import type { CourseLesson, LessonLinkReply } from '@herway/shared/contracts/course';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { saveProgressOnLeave, useLessonLink, useSaveProgress } from '../api/course';
import { CaptionsAndTranscript, CaptionsTrack, captionsOf } from './video-captions';

/** While a video plays, her position is saved this often (and at every pause, seek and end). */
const SAVE_EVERY_SECONDS = 10;

const seconds = (value: number) => Math.round(value * 10) / 10;

/** The video, resumed where she stopped; her position saved as she watches, and the lesson completed at its end. */
function VideoLesson({ lesson, link, video }: { lesson: CourseLesson; link: LessonLinkReply; video: RefObject<HTMLVideoElement | null> }) {
  const saved = useRef(lesson.progress.positionSeconds);
  const { mutate, mutateAsync } = useSaveProgress();
  const refreshLink = useLessonLink(lesson.assetId).refetch;

  const save = (completed?: boolean) => {
    const element = video.current;
    if (!element) return;
    const positionSeconds = seconds(element.currentTime);
    saved.current = positionSeconds;
    mutate({ assetId: lesson.assetId, body: { positionSeconds, ...(completed ? { completed } : {}) } });
  };

  useEffect(() => {
    const element = video.current;
    const leave = () => {
      if (element && seconds(element.currentTime) !== saved.current) saveProgressOnLeave(lesson.assetId, { positionSeconds: seconds(element.currentTime) });
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      if (element && seconds(element.currentTime) !== saved.current)
        void mutateAsync({ assetId: lesson.assetId, body: { positionSeconds: seconds(element.currentTime) } }).catch(() => undefined);
    };
  }, [lesson.assetId, mutateAsync, video]);

  const captioned = captionsOf(lesson);
  return (
    <video
      ref={video}
      src={link.url}
      // Its captions track is on S3 too: a cross-origin track loads only in CORS mode.
      crossOrigin={captioned ? 'anonymous' : undefined}
      controls
      preload="metadata"
      playsInline
      aria-label={lesson.title}
      className="aspect-video w-full rounded-2xl bg-ink"
      onLoadedMetadata={(event) => {
        const element = event.currentTarget;
        const resumeAt = lesson.progress.positionSeconds;
        if (resumeAt > 0 && resumeAt < element.duration - 0.5) element.currentTime = resumeAt;
      }}
      onTimeUpdate={(event) => {
        if (Math.abs(event.currentTarget.currentTime - saved.current) >= SAVE_EVERY_SECONDS) save();
      }}
      onPause={() => save()}
      onSeeked={() => save()}
      onEnded={() => save(true)}
      // An expired link (after 20 minutes paused): ask a new one; the element resumes from her saved position.
      onError={() => void refreshLink()}
    >
      {captioned ? <CaptionsTrack url={captioned.captions.url} /> : null}
    </video>
  );
}

/** A PDF shown in the page, with a link to open it on its own (phones show PDFs better in a tab of their own). */
function PdfLesson({ lesson, link }: { lesson: CourseLesson; link: LessonLinkReply }) {
  return (
    <div className="grid gap-3">
      <iframe src={link.url} title={lesson.title} className="hidden h-[70vh] w-full rounded-2xl border border-plum-100 sm:block" />
      <a href={link.url} target="_blank" rel="noopener" className="inline-flex items-center gap-2 font-semibold text-plum-800 underline underline-offset-4">
        <ExternalLink className="size-4" aria-hidden="true" />
        Open {lesson.title} in a new tab
      </a>
    </div>
  );
}

/** One lesson: its video or document from a short-lived link, and 'Mark lesson complete'. */
export function LessonView({ lesson }: { lesson: CourseLesson }) {
  const link = useLessonLink(lesson.assetId);
  const { mutate, isPending } = useSaveProgress();
  const video = useRef<HTMLVideoElement>(null);
  const completed = lesson.progress.completed;

  // Opening a lesson makes it her last one, where 'Continue' brings her back.
  useEffect(() => {
    if (link.data && lesson.contentType !== 'video') mutate({ assetId: lesson.assetId, body: { positionSeconds: 0 } });
  }, [link.data, lesson.assetId, lesson.contentType, mutate]);

  return (
    <section aria-labelledby="lesson-title" className="grid min-w-0 gap-4">
      <h2 id="lesson-title" className="text-2xl font-bold break-words text-ink">
        {lesson.title}
      </h2>
      {lesson.description ? <p className="text-muted">{lesson.description}</p> : null}
      {link.data ? (
        link.data.contentType === 'video' ? (
          <>
            <VideoLesson key={link.data.url} lesson={lesson} link={link.data} video={video} />
            <CaptionsAndTranscript lesson={lesson} video={video} videoKey={link.data.url} />
          </>
        ) : link.data.contentType === 'pdf' ? (
          <PdfLesson lesson={lesson} link={link.data} />
        ) : (
          <a href={link.data.url} target="_blank" rel="noopener" className="font-semibold text-plum-800 underline underline-offset-4">
            Open {lesson.title}
          </a>
        )
      ) : link.isError ? (
        <p role="alert" className="rounded-xl bg-danger-50 p-4 text-danger-800">
          {getErrorMessage(link.error)}
        </p>
      ) : (
        <Spinner label="Opening the lesson…" className="py-10" />
      )}
      <div>
        {completed ? (
          <p className="inline-flex items-center gap-2 font-semibold text-emerald-800">
            <CheckCircle2 className="size-5" aria-hidden="true" />
            Lesson completed
          </p>
        ) : (
          <Button
            onClick={() => mutate({ assetId: lesson.assetId, body: { positionSeconds: seconds(video.current?.currentTime ?? 0), completed: true } })}
            disabled={isPending}
          >
            <CheckCircle2 className="size-4" aria-hidden="true" />
            Mark lesson complete
          </Button>
        )}
      </div>
    </section>
  );
}
