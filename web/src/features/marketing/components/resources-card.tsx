import { Download, Files, FileText, ListOrdered, Mail, MessageCircleQuestionMark, type LucideIcon } from 'lucide-react';
import type { Resource, ResourceKey } from '@herway/shared/catalog/resources';
import { Button } from '@/components/ui/button';
import { useDownloadResource } from '../api/download-resource';

const icons: Record<ResourceKey, LucideIcon> = {
  '20-questions-college-coach': MessageCircleQuestionMark,
  'school-fit-ranking': ListOrdered,
  'coach-outreach-template': Mail,
  'athletic-resume-template': FileText,
};

function joinLabels(labels: readonly string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** Links to the files, for a browser that blocked them from opening. */
function FallbackLinks({ resource, files }: { resource: Resource; files: ReadonlyArray<{ url: string; filename: string }> }) {
  const fileCount = resource.files.length;
  return (
    <p className="mt-3 text-sm text-muted">
      Nothing opened? Your browser may have blocked it:{' '}
      {files.map((file, index) => (
        <span key={file.url}>
          {index > 0 ? ' · ' : null}
          <a href={file.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-plum-700 underline underline-offset-2 hover:text-plum-900">
            {fileCount > 1 ? (resource.files[index]?.label ?? file.filename) : 'open the PDF'}
          </a>
        </span>
      ))}
    </p>
  );
}

/** One free resource: what it is, what you get, and its Download button. */
export function ResourcesCard({ resource }: { resource: Resource }) {
  const download = useDownloadResource();
  const Icon = icons[resource.downloadKey];
  const titleId = `resource-${resource.downloadKey}`;
  const fileCount = resource.files.length;
  const files = download.data?.files;

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl border border-plum-100 bg-white p-6 shadow-sm shadow-plum-900/5 transition-shadow hover:shadow-md sm:p-8"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-plum-50 text-plum-700">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-xl font-bold tracking-tight text-ink">
            {resource.title}
          </h2>
          <p className="mt-1 text-sm font-medium text-plum-700">Free PDF{fileCount > 1 ? ` · ${fileCount} files` : ''}</p>
        </div>
      </div>

      <p className="mt-4 text-pretty text-muted">{resource.description}</p>

      {resource.isMultiFile ? (
        <p className="mt-4 flex gap-2 rounded-xl bg-plum-50 px-4 py-3 text-sm text-plum-900">
          <Files className="mt-0.5 size-4 shrink-0 text-plum-700" aria-hidden="true" />
          <span>
            Includes {fileCount} files: the {joinLabels(resource.files.map((f) => f.label.toLowerCase()))}. They open one after the other.
          </span>
        </p>
      ) : null}

      <div className="mt-auto pt-6">
        <Button className="w-full sm:w-auto" disabled={download.isPending} aria-describedby={titleId} onClick={() => download.mutate(resource.downloadKey)}>
          <Download className="size-4" aria-hidden="true" />
          {download.isPending ? 'Downloading...' : 'Download'}
        </Button>

        {files ? <FallbackLinks resource={resource} files={files} /> : null}
      </div>
    </article>
  );
}
