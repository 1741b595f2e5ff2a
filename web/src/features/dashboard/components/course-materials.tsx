import { Download, FileText, FileVideo, GraduationCap } from 'lucide-react';
import { courseIdLabels } from '@herway/shared/catalog/course';
import { formatBytes } from '@herway/shared/format';
import type { DashboardReply } from '@herway/shared/contracts/dashboard';
import { Button } from '@/components/ui/button';
import { useDownloadMaterial } from '../api/download-material';
import { formatShortDate } from '../lib/sessions';

type Material = DashboardReply['courseMaterials'][number];
type Entitlement = DashboardReply['entitlements'][number];

/** 'Course Packet — lifetime access; materials appear here as they are released'. */
export function entitlementLine(entitlement: Pick<Entitlement, 'courseId' | 'expiresAt'>): string {
  const access = entitlement.expiresAt ? `access until ${formatShortDate(entitlement.expiresAt)}` : 'lifetime access';
  return `${courseIdLabels[entitlement.courseId]} — ${access}; materials appear here as they are released`;
}

function MaterialRow({ material }: { material: Material }) {
  const download = useDownloadMaterial();
  const Icon = material.contentType === 'video' ? FileVideo : FileText;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-plum-700" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-semibold break-words text-ink">{material.fileName}</p>
          {material.description ? <p className="text-sm text-muted">{material.description}</p> : null}
          <p className="text-xs text-muted">
            {courseIdLabels[material.courseId]} · {material.contentType.toUpperCase()} · {formatBytes(material.fileSize)}
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => download.mutate(material.assetId)}
        disabled={download.isPending}
        aria-label={`Download ${material.fileName}`}
      >
        <Download className="size-4" aria-hidden="true" />
        {download.isPending ? 'Downloading...' : 'Download'}
      </Button>
    </li>
  );
}

/**
 * Her course materials: each file she is entitled to with a Download button; while a course
 * has no file yet, its entitlement line. Nothing at all when she has no course.
 */
export function CourseMaterials({ materials, entitlements }: { materials: readonly Material[]; entitlements: readonly Entitlement[] }) {
  const waiting = entitlements.filter((entitlement) => entitlement.isActive && !materials.some((m) => m.courseId === entitlement.courseId));
  if (materials.length === 0 && waiting.length === 0) return null;
  return (
    <section aria-labelledby="course-materials" className="rounded-2xl border border-plum-100 bg-white p-6 shadow-sm shadow-plum-900/5">
      <div className="flex items-center gap-3">
        <GraduationCap className="size-6 text-plum-700" aria-hidden="true" />
        <h2 id="course-materials" className="text-xl font-bold text-ink">
          Course Materials
        </h2>
      </div>
      {materials.length > 0 ? (
        <ul className="mt-2 divide-y divide-plum-100">
          {materials.map((m) => (
            <MaterialRow key={m.assetId} material={m} />
          ))}
        </ul>
      ) : null}
      {waiting.length > 0 ? (
        <ul className="mt-4 grid gap-2">
          {waiting.map((entitlement) => (
            <li key={entitlement.courseId} className="rounded-xl bg-plum-50 px-4 py-3 text-sm text-plum-900">
              {entitlementLine(entitlement)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
