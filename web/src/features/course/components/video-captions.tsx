import { useQuery } from '@tanstack/react-query';
import { Captions, CaptionsOff, Download } from 'lucide-react';
import { useEffect, useState, type RefObject } from 'react';
import type { CourseLesson } from '@herway/shared/contracts/course';
import { Button } from '@/components/ui/button';

// A video lesson's captions (docs/course-player.md): the browser draws the WebVTT track, a button
// switches it on and off, and the transcript (the captions as text) is under the video and can
// be downloaded. Both links are presigned S3 links like the video's, fetched in CORS mode.

type Captioned = Required<Pick<CourseLesson, 'captions' | 'transcript'>>;

/** The lesson's captions and transcript, when it has them. */
export function captionsOf(lesson: CourseLesson): Captioned | undefined {
  return lesson.captions && lesson.transcript ? { captions: lesson.captions, transcript: lesson.transcript } : undefined;
}

/** The captions track, inside the video element; shown by default. */
export function CaptionsTrack({ url }: { url: string }) {
  return <track kind="captions" srcLang="en" label="English" src={url} default />;
}

/** Shows or hides the element's captions tracks. */
function showCaptions(element: HTMLVideoElement | null, on: boolean): void {
  const tracks = element?.textTracks;
  for (let index = 0; index < (tracks?.length ?? 0); index += 1) {
    const track = tracks?.[index];
    if (track?.kind === 'captions') track.mode = on ? 'showing' : 'hidden';
  }
}

/** Captions on or off: sets the video's captions track to showing or hidden (again when the video is a new element, `videoKey`). */
function CaptionsToggle({ video, videoKey }: { video: RefObject<HTMLVideoElement | null>; videoKey: string }) {
  const [on, setOn] = useState(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: videoKey names the element the ref holds now.
  useEffect(() => showCaptions(video.current, on), [on, video, videoKey]);
  return (
    <div>
      <Button type="button" variant="outline" size="sm" aria-pressed={on} onClick={() => setOn(!on)}>
        {on ? <Captions className="size-4" aria-hidden="true" /> : <CaptionsOff className="size-4" aria-hidden="true" />}
        Captions
      </Button>
    </div>
  );
}

/** Under a captioned video: the captions switch and the transcript. */
export function CaptionsAndTranscript({ lesson, video, videoKey }: { lesson: CourseLesson; video: RefObject<HTMLVideoElement | null>; videoKey: string }) {
  const captioned = captionsOf(lesson);
  if (!captioned) return null;
  return (
    <>
      <CaptionsToggle video={video} videoKey={videoKey} />
      <Transcript assetId={lesson.assetId} transcript={captioned.transcript} />
    </>
  );
}

/** The transcript under the video (folded on phones' request), and a link that downloads it as a .txt. */
function Transcript({ assetId, transcript }: { assetId: string; transcript: Captioned['transcript'] }) {
  const text = useQuery({
    // Not the URL: it is signed anew each time the course is read.
    queryKey: ['course', 'transcript', assetId],
    queryFn: async ({ signal }) => {
      const response = await fetch(transcript.url, { signal });
      if (!response.ok) throw new Error('The transcript could not be loaded.');
      return response.text();
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  return (
    <details className="min-w-0 rounded-2xl border border-plum-100 p-4" open>
      <summary className="cursor-pointer font-semibold text-ink">Transcript</summary>
      {text.data !== undefined ? (
        <p className="mt-3 max-h-80 overflow-y-auto whitespace-pre-line break-words text-muted" data-testid="transcript">
          {text.data.trim()}
        </p>
      ) : text.isError ? (
        <p className="mt-3 text-danger-800">The transcript could not be loaded: use the link below.</p>
      ) : null}
      <a
        href={transcript.url}
        download={transcript.fileName}
        className="mt-3 inline-flex items-center gap-2 font-semibold text-plum-800 underline underline-offset-4"
      >
        <Download className="size-4" aria-hidden="true" />
        Download transcript
      </a>
    </details>
  );
}
