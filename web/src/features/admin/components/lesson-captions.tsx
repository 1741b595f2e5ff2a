import { Captions } from 'lucide-react';
import { useId } from 'react';
import type { AdminLesson } from '@herway/shared/contracts/course';
import { Badge } from '@/components/ui/badge';
import { useUploadLessonCaptions } from '../api/lesson-captions';

// A video lesson's captions on the Modules page: whether it has them (a module with an
// uncaptioned video cannot be released) and a .vtt to add or replace them.

/** The captions of one video lesson: its state and a file picker that uploads at once. */
export function LessonCaptions({ lesson }: { lesson: AdminLesson }) {
  const upload = useUploadLessonCaptions();
  const inputId = useId();
  if (lesson.contentType !== 'video') return null;
  const has = lesson.captionsCueCount !== null;
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-2">
      {has ? (
        <Badge variant="success">Captions ({lesson.captionsCueCount} cues)</Badge>
      ) : (
        <Badge variant="destructive">No captions: add them before release</Badge>
      )}
      <label
        htmlFor={inputId}
        className="inline-flex cursor-pointer items-center gap-1 text-sm font-semibold text-plum-800 underline underline-offset-4 has-disabled:opacity-50"
      >
        <Captions className="size-4" aria-hidden="true" />
        {upload.isPending ? 'Checking captions…' : has ? 'Replace captions (.vtt)' : 'Add captions (.vtt)'}
        <input
          id={inputId}
          type="file"
          accept=".vtt,text/vtt"
          className="sr-only"
          disabled={upload.isPending}
          aria-label={`Captions file for ${lesson.title}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate({ assetId: lesson.assetId, file });
          }}
        />
      </label>
    </span>
  );
}
