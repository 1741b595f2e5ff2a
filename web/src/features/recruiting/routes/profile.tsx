import { PageGuard } from '@/features/auth/components/page-guard';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from '../components/profile-form';
import { ShareCard } from '../components/share-card';
import { LoadState, WorkspacePage } from '@/components/ui/workspace-page';

const TITLE = 'Your Recruiting Profile';

function ProfileContent() {
  const profile = useProfile();
  return (
    <WorkspacePage
      title={TITLE}
      description="Your sport, stats, academics, highlight videos and goals. Your mentors read it before each session; coaches see it only if you share it."
    >
      {profile.data ? (
        <div className="grid gap-8">
          <ShareCard sharing={profile.data.sharing} />
          <ProfileForm profile={profile.data.profile} />
        </div>
      ) : (
        <LoadState failed={profile.isError} what="your profile" onRetry={() => void profile.refetch()} />
      )}
    </WorkspacePage>
  );
}

/** /profile: her recruiting profile and its coach-facing page (docs/recruiting-workspace.md). */
export default function ProfileRoute() {
  usePageTitle(TITLE);
  useNoIndex();
  return (
    <PageGuard role="athlete" title={TITLE} what="your profile">
      {() => <ProfileContent />}
    </PageGuard>
  );
}
