import { LoadState } from '@/components/ui/workspace-page';
import { AthleteWorkspaceRoute } from '@/features/auth/components/athlete-workspace-route';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from '../components/profile-form';
import { FamilySharingCard } from '../components/family-sharing-card';
import { ShareCard } from '../components/share-card';

function ProfileContent() {
  const profile = useProfile();
  if (!profile.data) return <LoadState failed={profile.isError} what="your profile" onRetry={() => void profile.refetch()} />;
  return (
    <div className="grid gap-8">
      <ShareCard sharing={profile.data.sharing} />
      <FamilySharingCard familySharing={profile.data.familySharing} />
      <ProfileForm profile={profile.data.profile} contactConsent={profile.data.contactConsent} />
    </div>
  );
}

/** /profile: her recruiting profile and its coach-facing page (docs/recruiting-workspace.md). */
export default function ProfileRoute() {
  return (
    <AthleteWorkspaceRoute
      title="Your Recruiting Profile"
      description="Your sport, stats, academics, highlight videos and goals. Your mentors read it before each session; coaches see it only if you share it."
      what="your profile"
    >
      {() => <ProfileContent />}
    </AthleteWorkspaceRoute>
  );
}
