import { Activity, ArrowLeft, Eye, Files, Plus } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AssetsReply } from '@herway/shared/contracts/content';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useAssets } from '../api/get-assets';
import { AdminFrame } from '../components/admin-section-page';
import { StatCard } from '@/components/ui/stat-card';
import { LoadFailed } from '@/components/ui/load-failed';
import { AssetList } from '../components/asset-list';
import { CourseModulesPanel } from '../components/course-modules-panel';
import { RecentAccess } from '../components/recent-access';
import { UploadForm } from '../components/upload-form';

/** The three figures; while they load, the same cards without them, so nothing under them moves when they arrive. */
function ContentStats({ data }: { data?: AssetsReply | undefined }) {
  const figure = (value: number | undefined) => (value === undefined ? '…' : String(value));
  return (
    <section aria-label="Content summary" aria-busy={data ? undefined : true} className="grid gap-4 sm:grid-cols-3">
      <StatCard label="Total Assets" value={figure(data?.totalAssets)} icon={Files} />
      <StatCard label="Total Views" value={figure(data?.totalAccesses)} icon={Eye} />
      <StatCard label="Recent Access" value={figure(data?.recentAccesses.length)} icon={Activity} />
    </section>
  );
}

function UploadSection() {
  const [open, setOpen] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // When the form closes (done or cancelled), focus goes back to the button that opened it.
  useEffect(() => {
    if (!open && wasOpen.current) openButton.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <Card className="grid gap-5" role="region" aria-labelledby="upload-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="upload-title" className="text-xl font-bold text-ink">
            Upload Content
          </h2>
          <p className="text-sm text-muted">PDFs, videos and documents for a course, shown to athletes entitled to it.</p>
        </div>
        {open ? null : (
          <Button ref={openButton} onClick={() => setOpen(true)}>
            <Plus className="size-4" aria-hidden="true" />
            Upload New Content
          </Button>
        )}
      </div>
      {open ? <UploadForm onDone={() => setOpen(false)} onCancel={() => setOpen(false)} /> : null}
    </Card>
  );
}

/** A part of the page: a region named by its heading. */
function ContentPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ContentManagement() {
  const assets = useAssets();
  const data = assets.data;
  const assetNames = new Map(data?.assets.map((asset) => [asset.assetId, asset.fileName]) ?? []);

  return (
    <Container className="grid gap-8 py-10 sm:py-12">
      {assets.isError && !data ? null : <ContentStats data={data} />}
      <UploadSection />
      {data ? (
        <>
          <section aria-labelledby="course-modules-title" className="grid gap-4">
            <div>
              <h2 id="course-modules-title" className="text-xl font-bold text-ink">
                Modules
              </h2>
              <p className="text-sm text-muted">Put uploaded Course Packet files in a module, in order, and release it now or on a date.</p>
            </div>
            <CourseModulesPanel assets={data.assets} />
          </section>
          <ContentPart id="assets-title" title="Content Library">
            <AssetList assets={data.assets} />
          </ContentPart>
          <ContentPart id="access-title" title="Recent Access">
            <RecentAccess accesses={data.recentAccesses} assetNames={assetNames} />
          </ContentPart>
        </>
      ) : assets.isError ? (
        <LoadFailed
          message="Failed to load content."
          detail={getErrorMessage(assets.error)}
          onRetry={() => void assets.refetch()}
          retrying={assets.isFetching}
        />
      ) : (
        <Spinner label="Loading content…" className="py-12" />
      )}
    </Container>
  );
}

/** /admin/content: uploads and the content library, for admins; 'Access Denied' for anyone else. */
export default function AdminContentRoute() {
  return (
    <AdminFrame
      title="Content Management"
      description="Upload course files and choose which ones athletes can open."
      whenDenied="access-denied"
      actions={
        <Link to="/admin" className={buttonVariants({ variant: 'outline' })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Dashboard
        </Link>
      }
    >
      {() => <ContentManagement />}
    </AdminFrame>
  );
}
