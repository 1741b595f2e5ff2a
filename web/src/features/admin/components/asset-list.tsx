import { FileText, FileVideo, File as FileIcon } from 'lucide-react';
import type { Asset } from '@herway/shared/contracts/content';
import { formatBytes } from '@herway/shared/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useUpdateAsset } from '../api/update-asset';
import { courseLabel, formatDate } from '../lib/format';

export const NO_ASSETS = 'No content uploaded yet';

const icons = { pdf: FileText, video: FileVideo, document: FileIcon } as const;

function AssetItem({ asset }: { asset: Asset }) {
  const update = useUpdateAsset();
  const Icon = icons[asset.contentType];
  const pending = update.isPending;
  const next = !asset.isActive;
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-plum-100 bg-white p-4 shadow-sm shadow-plum-900/5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-plum-50 text-plum-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold break-words text-ink">{asset.fileName}</h3>
            <Badge variant={asset.isActive ? 'success' : 'outline'}>{asset.isActive ? 'Active' : 'Inactive'}</Badge>
          </div>
          <p className="mt-1 text-sm text-muted">
            <span className="break-all">{asset.originalName}</span> · {formatBytes(asset.fileSize)} · {courseLabel(asset.courseId)} ·{' '}
            <time dateTime={asset.createdAt}>{formatDate(asset.createdAt)}</time>
          </p>
          {asset.description ? <p className="mt-1 text-sm text-ink">{asset.description}</p> : null}
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start sm:self-center"
        aria-label={`${next ? 'Activate' : 'Deactivate'} ${asset.fileName}`}
        onClick={() => update.mutate({ assetId: asset.assetId, isActive: next })}
        disabled={pending}
      >
        {pending ? 'Saving...' : next ? 'Activate' : 'Deactivate'}
      </Button>
    </li>
  );
}

/** Every asset (/admin/content): name, Active/Inactive with its toggle, size, course, date. */
export function AssetList({ assets }: { assets: readonly Asset[] }) {
  if (assets.length === 0) {
    return <p className="rounded-2xl border border-dashed border-plum-200 bg-white p-8 text-center text-muted">{NO_ASSETS}</p>;
  }
  return (
    <ul className="grid gap-3" aria-label="Uploaded content">
      {assets.map((asset) => (
        <AssetItem key={asset.assetId} asset={asset} />
      ))}
    </ul>
  );
}
