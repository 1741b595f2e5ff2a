import type { ProfileReply } from '@herway/shared/contracts/recruiting';
import { SavedSwitch } from '@/components/ui/saved-switch';
import { shareWorkspaceWithFamily, useWorkspaceSharingSaved } from '../api/share-workspace-with-family';

/** One switch: her recruiting workspace shared with her linked parents or guardians (off until she turns it on). */
export function FamilySharingCard({ familySharing }: { familySharing: ProfileReply['familySharing'] }) {
  const onSaved = useWorkspaceSharingSaved();
  return (
    <section aria-labelledby="family-sharing-title" className="grid gap-3 rounded-2xl border border-plum-200 bg-white p-4 sm:p-6">
      <h2 id="family-sharing-title" className="text-lg font-bold text-ink">
        Share with your family
      </h2>
      <SavedSwitch
        checked={familySharing?.workspaceShared ?? false}
        label="Share my recruiting workspace with my family"
        description="Your linked parents or guardians see your sport, position, graduation year and school list. Turn it off and they no longer do."
        save={shareWorkspaceWithFamily}
        onSaved={onSaved}
      />
    </section>
  );
}
